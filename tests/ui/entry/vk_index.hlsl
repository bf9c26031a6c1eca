// flags: -T ps_6_0 -E main
// `[[vk::index(I)]]` beside `[[vk::location(0)]]` on a pixel shader's two
// targets: dual-source blending (the second source has index 1).
// expected-no-diagnostics

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
