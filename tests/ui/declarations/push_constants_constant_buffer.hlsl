// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// [[vk::push_constant]] on a ConstantBuffer<T> is the same block.
struct Material {
    float4 tint;
    float roughness;
};

[[vk::push_constant]] ConstantBuffer<Material> material;

float4 main() : SV_Target {
    return material.tint * material.roughness;
}
