// compile: -T vs_6_0 -E main
// targets: spirv
// `[[vk::builtin("…")]]` inputs and outputs are SPIR-V built-ins, as in
// DXC (draw parameters; the point size). WGSL has none of them, and MSL
// and GLSL 4.50 lack some: an error there.

struct VOut {
    float4 position : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
    float4 color : COLOR;
};

VOut main(float4 p : POSITION,
          [[vk::builtin("BaseVertex")]] int base_vertex : A,
          [[vk::builtin("BaseInstance")]] uint base_instance : B,
          [[vk::builtin("DrawIndex")]] int draw : C) {
    VOut o;
    o.position = p;
    o.size = 2.0;
    o.color = float4(base_vertex, base_instance, draw, 1);
    return o;
}
