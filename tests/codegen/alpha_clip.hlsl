// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Alpha-tested cut-outs: clip() against a cutoff, then discard for a
// second, dithered threshold.

cbuffer Material : register(b0) {
    float4x4 mvp;
    float cutoff;
    float fade;
};

Texture2D<float4> mask : register(t1);
SamplerState maskSampler : register(s2);

struct Varyings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

Varyings VSMain(float3 position : POSITION, float2 uv : TEXCOORD0) {
    Varyings o;
    o.position = mul(mvp, float4(position, 1.0));
    o.uv = uv;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    float4 c = mask.Sample(maskSampler, i.uv);
    clip(c.a - cutoff);
    uint2 p = uint2(i.position.xy);
    float dither = ((p.x ^ p.y) & 1) ? 0.75 : 0.25;
    if (fade < dither)
        discard;
    return c;
}
