// compile: -T ps_6_0 -E main
// Dual-source blending: two targets at location 0 with `[[vk::index]]` 0
// and 1 (SPIR-V's Index decoration, WGSL's @blend_src).

struct Out {
    [[vk::location(0), vk::index(0)]] float4 color : SV_Target0;
    [[vk::location(0), vk::index(1)]] float4 blend : SV_Target1;
};

Out main(float4 c : COLOR) {
    Out o;
    o.color = c;
    o.blend = 1 - c;
    return o;
}
