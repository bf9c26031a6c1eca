// compile: -T vs_6_0 -E main
// compile: -T ps_6_0 -E pixel
// `[[vk::location(N)]]` places stage inputs and outputs as DXC does: on
// parameters, fields, and the return value; an array takes the locations
// after its first; a pixel shader's target takes N rather than its index.

struct In {
    [[vk::location(3)]] float4 color : COLOR;
    [[vk::location(0)]] float3 position : POSITION;
};
struct Out {
    float4 position : SV_Position;
    [[vk::location(2)]] float4 color : COLOR;
    [[vk::location(5)]] float2 uv[2] : UV;
};

Out main(In i) {
    Out o;
    o.position = float4(i.position, 1);
    o.color = i.color;
    o.uv[0] = i.position.xy;
    o.uv[1] = i.color.zw;
    return o;
}

[[vk::location(1)]]
float4 pixel([[vk::location(2)]] float4 color : COLOR) : SV_Target0 {
    return color;
}
