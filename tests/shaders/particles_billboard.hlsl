// compile: -T vs_6_0 -E ParticleVS -fvk-t-shift 16 all -fvk-s-shift 32 all
// compile: -T ps_6_0 -E ParticlePS -fvk-t-shift 16 all -fvk-s-shift 32 all
// GPU particles drawn without vertex buffers: the instance picks the
// particle from a StructuredBuffer, SV_VertexID the quad corner; the
// quad faces the camera and rotates; the pixel shader samples a flipbook
// and fades where the particle meets opaque depth (soft particles).

struct Particle {
    float3 position;
    float size;
    float4 color;
    float rotation;
    float age;       // 0..1 over the lifetime
    uint frame;
    uint flags;
};

StructuredBuffer<Particle> particles : register(t0);

cbuffer ParticleView : register(b0) {
    float4x4 view;
    float4x4 projection;
    float3 cameraRight;
    float softness;
    float3 cameraUp;
    uint flipbookColumns;
    float2 invScreenSize;
    float nearPlane;
    float farPlane;
};

Texture2D<float4> flipbook : register(t1);
Texture2D<float> sceneDepth : register(t2);
SamplerState flipbookSampler : register(s0);

struct ParticleVaryings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
    float viewDepth : TEXCOORD1;
};

static const float2 kCorners[4] = {
    float2(-1.0, -1.0), float2(1.0, -1.0), float2(-1.0, 1.0), float2(1.0, 1.0)
};

ParticleVaryings ParticleVS(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID) {
    Particle p = particles[instanceId];
    float2 corner = kCorners[vertexId & 3];
    float s, c;
    sincos(p.rotation, s, c);
    float2 rotated = float2(corner.x * c - corner.y * s, corner.x * s + corner.y * c);
    float3 world = p.position + (cameraRight * rotated.x + cameraUp * rotated.y) * p.size;

    ParticleVaryings o;
    float4 viewPos = mul(view, float4(world, 1.0));
    o.position = mul(projection, viewPos);
    o.viewDepth = viewPos.z;
    uint column = p.frame % flipbookColumns;
    uint row = p.frame / flipbookColumns;
    float2 cell = 1.0 / float2(flipbookColumns, flipbookColumns);
    o.uv = (float2(column, row) + corner * float2(0.5, -0.5) + 0.5) * cell;
    float fadeIn = saturate(p.age * 10.0);
    float fadeOut = 1.0 - p.age * p.age;
    o.color = float4(p.color.rgb, p.color.a * fadeIn * fadeOut);
    return o;
}

float linearizeDepth(float d) {
    return nearPlane * farPlane / (farPlane - d * (farPlane - nearPlane));
}

float4 ParticlePS(ParticleVaryings i) : SV_Target {
    float4 texel = flipbook.Sample(flipbookSampler, i.uv);
    float sceneZ = linearizeDepth(sceneDepth.Load(int3(i.position.xy, 0)));
    float fade = saturate((sceneZ - i.viewDepth) / softness);
    float4 color = texel * i.color;
    color.a *= fade;
    clip(color.a - 1.0 / 255.0);
    // Premultiplied alpha.
    return float4(color.rgb * color.a, color.a);
}
