// compile: -T vs_6_0 -E HairVS
// compile: -T ps_6_0 -E HairPS -fvk-t-shift 4 0 -fvk-s-shift 8 0
// Hair strands as camera-facing ribbons: Kajiya-Kay diffuse and two
// shifted specular lobes (Marschner-style R and TRT approximations) along
// the strand tangent, shift and sparkle from a noise texture.

cbuffer HairConstants : register(b0) {
    float4x4 viewProj;
    float3 eyePosition;
    float strandWidth;
    float3 lightDirection;
    float primaryShift;
    float3 lightColor;
    float secondaryShift;
    float3 rootColor;
    float primaryExponent;
    float3 tipColor;
    float secondaryExponent;
};

Texture2D<float4> shiftNoise : register(t0);
SamplerState noiseSampler : register(s0);

struct StrandVertex {
    float3 position : POSITION;
    float3 tangent : TANGENT;
    float2 strandUV : TEXCOORD0;   // x: across (-1..1), y: root to tip
};

struct HairVaryings {
    float4 position : SV_Position;
    float3 tangent : TANGENT;
    float3 worldPos : TEXCOORD0;
    centroid float2 strandUV : TEXCOORD1;
};

HairVaryings HairVS(StrandVertex v) {
    float3 toEye = normalize(eyePosition - v.position);
    float3 side = normalize(cross(v.tangent, toEye));
    float width = strandWidth * (1.0 - v.strandUV.y * 0.8);
    float3 world = v.position + side * v.strandUV.x * width;
    HairVaryings o;
    o.position = mul(viewProj, float4(world, 1.0));
    o.tangent = v.tangent;
    o.worldPos = world;
    o.strandUV = v.strandUV;
    return o;
}

float3 shiftTangent(float3 t, float3 n, float shift) {
    return normalize(t + shift * n);
}

float strandSpecular(float3 t, float3 v, float3 l, float exponent) {
    float3 h = normalize(l + v);
    float tdh = dot(t, h);
    float sinTH = sqrt(1.0 - tdh * tdh);
    float dirAtten = smoothstep(-1.0, 0.0, tdh);
    return dirAtten * pow(sinTH, exponent);
}

float4 HairPS(HairVaryings i) : SV_Target {
    float3 t = normalize(i.tangent);
    float3 v = normalize(eyePosition - i.worldPos);
    float3 l = -lightDirection;
    float3 n = normalize(cross(t, cross(v, t)));
    float4 noise = shiftNoise.Sample(noiseSampler, i.strandUV * float2(1.0, 16.0));
    float shift = noise.r - 0.5;
    float3 t1 = shiftTangent(t, n, primaryShift + shift);
    float3 t2 = shiftTangent(t, n, secondaryShift + shift);
    float3 albedo = lerp(rootColor, tipColor, i.strandUV.y);
    float diffuse = saturate(lerp(0.25, 1.0, dot(n, l)));
    float3 spec = strandSpecular(t1, v, l, primaryExponent) * lightColor;
    spec += strandSpecular(t2, v, l, secondaryExponent) * albedo * noise.g;
    float alpha = 1.0 - smoothstep(0.6, 1.0, abs(i.strandUV.x));
    return float4((albedo * diffuse + spec) * lightColor, alpha);
}
