// flags: -T vs_6_0 -E main
// `[[vk::builtin("…")]]` makes a stage input or output a SPIR-V built-in
// instead of a location (DXC's Vulkan attribute): on a parameter, a
// struct field, or the function for its return value. A semantic beside
// it means nothing more; without one, the built-in stands for it (as in
// glslang).
// expected-no-diagnostics

struct VOut {
    float4 position : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
};

VOut main([[vk::builtin("BaseVertex")]] int base_vertex : A,
          [[vk::builtin("BaseInstance")]] uint base_instance : B,
          [[vk::builtin("DrawIndex")]] int draw : C,
          [[vk::builtin("DeviceIndex")]] int device : D,
          [[vk::builtin("BaseVertex")]] int no_semantic) {
    VOut o;
    o.position = float4(base_vertex, base_instance, draw, device + no_semantic);
    o.size = 1.0;
    return o;
}
