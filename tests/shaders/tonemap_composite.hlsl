// compile: -T vs_6_0 -E FullscreenVS
// compile: -T ps_6_0 -E TonemapPS
// Final composite: exposure from a 1x1 average-luminance texture, bloom
// added, ACES (Narkowicz fit) or Reinhard chosen by a constant, vignette
// and sRGB encoding with dithering against banding.

Texture2D<float4> sceneColor : register(t0);
Texture2D<float4> bloomTexture : register(t1);
Texture2D<float> averageLuminance : register(t2);
SamplerState bilinearClamp : register(s0, space1);

cbuffer TonemapSettings : register(b0, space2) {
    float keyValue;
    float bloomStrength;
    float vignetteStrength;
    uint operatorKind;  // 0: ACES, 1: Reinhard, 2: none
    float2 invResolution;
    float frameIndex;
};

struct Varyings {
    float4 pos : SV_Position;
    noperspective float2 uv : TEXCOORD0;
};

Varyings FullscreenVS(uint vid : SV_VertexID) {
    Varyings o;
    o.uv = float2((vid << 1) & 2, vid & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

float3 acesFilm(float3 x) {
    const float a = 2.51, b = 0.03, c = 2.43, d = 0.59, e = 0.14;
    return saturate((x * (a * x + b)) / (x * (c * x + d) + e));
}

float3 reinhardLuminance(float3 color) {
    float l = dot(color, float3(0.2126, 0.7152, 0.0722));
    float mapped = l / (1.0 + l);
    return color * (mapped / max(l, 1e-5));
}

float3 linearToSrgb(float3 c) {
    float3 lo = c * 12.92;
    float3 hi = 1.055 * pow(c, 1.0 / 2.4) - 0.055;
    return select(c <= 0.0031308, lo, hi);
}

float interleavedGradientNoise(float2 p) {
    return frac(52.9829189 * frac(dot(p, float2(0.06711056, 0.00583715))));
}

float4 TonemapPS(Varyings v) : SV_Target {
    float3 hdr = sceneColor.SampleLevel(bilinearClamp, v.uv, 0).rgb;
    hdr += bloomTexture.SampleLevel(bilinearClamp, v.uv, 0).rgb * bloomStrength;
    float avgLum = averageLuminance.Load(int3(0, 0, 0));
    float exposure = keyValue / max(avgLum, 1e-4);
    hdr *= exposure;

    float3 ldr;
    switch (operatorKind) {
    case 0:
        ldr = acesFilm(hdr);
        break;
    case 1:
        ldr = reinhardLuminance(hdr);
        break;
    default:
        ldr = saturate(hdr);
        break;
    }

    float2 centered = v.uv - 0.5;
    float vignette = 1.0 - dot(centered, centered) * vignetteStrength;
    ldr *= saturate(vignette);

    float3 srgb = linearToSrgb(ldr);
    float noise = interleavedGradientNoise(v.pos.xy + frameIndex * 5.588238);
    srgb += (noise - 0.5) / 255.0;
    return float4(srgb, 1.0);
}
