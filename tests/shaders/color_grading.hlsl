// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Colour grading with a 32^3 Texture3D lookup table (half-texel remap),
// lift/gamma/gain, saturation, film grain from a hash and chromatic
// aberration on the way in.

Texture2D<float4> ldrScene : register(t0, space0);
Texture3D<float4> gradingLut : register(t1, space0);
SamplerState linearClamp : register(s0, space1);

cbuffer Grading : register(b0, space2) {
    float3 lift;
    float lutSize;
    float3 gamma;
    float saturation;
    float3 gain;
    float grainAmount;
    float aberration;
    float lutBlend;
    float time;
};

struct Fullscreen {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

Fullscreen VSMain(uint id : SV_VertexID) {
    Fullscreen f;
    f.uv = float2((id << 1) & 2, id & 2);
    f.pos = float4(f.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return f;
}

float hash12(float2 p) {
    float3 p3 = frac(float3(p.xyx) * 0.1031);
    p3 += dot(p3, p3.yzx + 33.33);
    return frac((p3.x + p3.y) * p3.z);
}

float3 applyLut(float3 color) {
    float scale = (lutSize - 1.0) / lutSize;
    float offset = 0.5 / lutSize;
    return gradingLut.SampleLevel(linearClamp, saturate(color) * scale + offset, 0).rgb;
}

float4 PSMain(Fullscreen f) : SV_Target {
    float2 dir = f.uv - 0.5;
    float3 color;
    color.r = ldrScene.SampleLevel(linearClamp, f.uv - dir * aberration, 0).r;
    color.g = ldrScene.SampleLevel(linearClamp, f.uv, 0).g;
    color.b = ldrScene.SampleLevel(linearClamp, f.uv + dir * aberration, 0).b;

    color = pow(max(color * gain + lift * (1.0 - color), 0.0), 1.0 / gamma);
    float luma = dot(color, float3(0.2126, 0.7152, 0.0722));
    color = lerp(luma.xxx, color, saturation);
    color = lerp(color, applyLut(color), lutBlend);

    float grain = hash12(f.pos.xy + frac(time) * 1000.0) - 0.5;
    color += grain * grainAmount * (1.0 - luma);
    return float4(color, 1.0);
}
