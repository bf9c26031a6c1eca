// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Two-sided shading with SV_IsFrontFace and a per-primitive colour from
// SV_PrimitiveID.

cbuffer Camera : register(b0) {
    float4x4 mvp;
    float4 frontColor;
    float4 backColor;
};

struct Varyings {
    float4 position : SV_Position;
    float3 normal : NORMAL;
};

Varyings VSMain(float3 position : POSITION, float3 normal : NORMAL) {
    Varyings o;
    o.position = mul(mvp, float4(position, 1.0));
    o.normal = normal;
    return o;
}

float4 PSMain(Varyings i, bool front : SV_IsFrontFace, uint primitive : SV_PrimitiveID) : SV_Target {
    float3 n = normalize(front ? i.normal : -i.normal);
    float stripe = (primitive & 1) ? 0.9 : 1.0;
    float4 c = front ? frontColor : backColor;
    return float4(c.rgb * (0.5 + 0.5 * n.y) * stripe, c.a);
}
