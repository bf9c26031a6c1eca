// constant_buffer_nested.hlsl again, both ConstantBuffers given by member
// name ([[cbuffer]] in the TOML): the same expected values.
struct Material {
    float4 albedo;
    float4 params;
};

struct Scene {
    row_major float4x4 view;    // 0
    float4x4 world;             // 64, column_major
    Material mats[3];           // 128, 160, 192
    uint4 counts;               // 224
    float4 fog;                 // 240
};

ConstantBuffer<Scene> scene : register(b0);
ConstantBuffer<Material> fallback : register(b1);
RWStructuredBuffer<float4> o : register(u2);

float shade(Material m, float3 n) {
    return dot(m.albedo.xyz, n) * m.params.x + m.params.y;
}

float4 fogged(Scene s, float4 c, float d) {
    return lerp(c, s.fog, d * s.fog.w);
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float4 p = float4((float)i, 1, 2, 1);
    float4 w = mul(scene.world, p);
    float4 v = mul(w, scene.view);
    o[i * 4] = w;
    o[i * 4 + 1] = v;
    Material m;
    if (i < scene.counts.x) {
        m = scene.mats[i];
    } else {
        m = fallback;
    }
    o[i * 4 + 2] = float4(shade(m, float3(1, 2, 3)), shade(scene.mats[2 - i % 3], float3(0, 1, 0)),
                          scene.world[i].w, scene.view[3][i]);
    o[i * 4 + 3] = fogged(scene, m.albedo, 0.5);
}
