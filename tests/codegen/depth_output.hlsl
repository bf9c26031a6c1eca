// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A pixel shader that writes SV_Depth: a billboard that pushes its depth
// back by a per-vertex offset to intersect the scene softly.

cbuffer Camera : register(b0) {
    float4x4 viewProj;
    float depthScale;
};

struct Varyings {
    float4 position : SV_Position;
    float depthOffset : TEXCOORD0;
    float4 color : COLOR0;
};

Varyings VSMain(float3 position : POSITION, float depthOffset : TEXCOORD0, float4 color : COLOR0) {
    Varyings o;
    o.position = mul(viewProj, float4(position, 1.0));
    o.depthOffset = depthOffset;
    o.color = color;
    return o;
}

struct PixelOut {
    float4 color : SV_Target;
    float depth : SV_Depth;
};

PixelOut PSMain(Varyings i) {
    PixelOut o;
    o.color = i.color;
    o.depth = saturate(i.position.z + i.depthOffset * depthScale);
    return o;
}
