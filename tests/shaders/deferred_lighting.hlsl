// compile: -T vs_6_0 -E FullscreenVS
// compile: -T ps_6_0 -E LightingPS
// Deferred lighting over a full-screen triangle made from SV_VertexID:
// reads the G-buffer with Load, rebuilds the world position from depth
// and the inverse view-projection, and applies a directional light.

cbuffer DeferredConstants : register(b0) {
    float4x4 invViewProj;
    float3 cameraPosition;
    float _pad;
    float3 sunDirection;
    float sunIntensity;
    float3 sunColor;
    float ambient;
};

Texture2D<float4> gAlbedo : register(t1);
Texture2D<float4> gNormal : register(t2);
Texture2D<float> gDepth : register(t3);

struct FullscreenOut {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

FullscreenOut FullscreenVS(uint vertexId : SV_VertexID) {
    FullscreenOut o;
    // (0,0), (2,0), (0,2): one triangle that covers the screen.
    float2 uv = float2((vertexId << 1) & 2, vertexId & 2);
    o.uv = uv;
    o.position = float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    return o;
}

float3 decodeOctahedral(float2 e) {
    e = e * 2.0 - 1.0;
    float3 n = float3(e, 1.0 - abs(e.x) - abs(e.y));
    float t = saturate(-n.z);
    n.x += n.x >= 0.0 ? -t : t;
    n.y += n.y >= 0.0 ? -t : t;
    return normalize(n);
}

float3 worldFromDepth(float2 uv, float depth) {
    float4 ndc = float4(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, depth, 1.0);
    float4 world = mul(invViewProj, ndc);
    return world.xyz / world.w;
}

float4 LightingPS(FullscreenOut input) : SV_Target {
    int3 texel = int3(input.position.xy, 0);
    float depth = gDepth.Load(texel);
    if (depth >= 1.0)
        discard;
    float4 albedoAO = gAlbedo.Load(texel);
    float4 normalRM = gNormal.Load(texel);
    float3 n = decodeOctahedral(normalRM.xy);
    float roughness = normalRM.z;
    float3 p = worldFromDepth(input.uv, depth);
    float3 v = normalize(cameraPosition - p);
    float3 l = -sunDirection;
    float3 h = normalize(l + v);
    float ndl = saturate(dot(n, l));
    float specPower = exp2(10.0 * (1.0 - roughness) + 1.0);
    float spec = pow(saturate(dot(n, h)), specPower) * (specPower + 8.0) / 25.13;
    float3 color = albedoAO.rgb * (ambient * albedoAO.a + ndl * sunColor * sunIntensity);
    color += spec * ndl * sunColor * sunIntensity * (1.0 - roughness);
    return float4(color, 1.0);
}
