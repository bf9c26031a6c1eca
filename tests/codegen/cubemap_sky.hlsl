// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A skybox: the cube's position is the view direction, z = w puts it on
// the far plane, the pixel shader samples a TextureCube.

cbuffer Sky : register(b0) {
    float4x4 rotationViewProj;
    float exposure;
};

TextureCube<float4> sky : register(t1);
SamplerState skySampler : register(s2);

struct Varyings {
    float4 position : SV_Position;
    float3 direction : TEXCOORD0;
};

Varyings VSMain(float3 position : POSITION) {
    Varyings o;
    o.position = mul(rotationViewProj, float4(position, 1.0)).xyww;
    o.direction = position;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    return float4(sky.Sample(skySampler, i.direction).rgb * exposure, 1.0);
}
