// An array of resources is one descriptor array at one binding, as DXC
// emits it (layers at t0, lights at b8; a naga binding array), indexed by
// constants here; a ConstantBuffer<T> (here with [[vk::binding(5, 1)]]) and
// a TextureBuffer<T> are uniform blocks of T's fields. naga's GLSL writer
// has no binding arrays: that target reports it.
// compile: -T ps_6_0 -E PSMain
// targets: spirv

struct Light {
    float3 color;
    float intensity;
};

Texture2D layers[4] : register(t0);
SamplerState linearWrap : register(s4);
ConstantBuffer<Light> lights[2] : register(b8);
[[vk::binding(5, 1)]] ConstantBuffer<Light> ambient : register(b10);
TextureBuffer<Light> extra : register(t11);

float3 shade(Light l, float3 albedo) { return albedo * l.color * l.intensity; }

float4 PSMain(float2 uv : TEXCOORD0) : SV_Target {
    float3 albedo = layers[0].Sample(linearWrap, uv).rgb * layers[3].SampleLevel(linearWrap, uv, 1).a;
    float3 c = shade(lights[0], albedo) + shade(lights[1], albedo);
    c += ambient.color * ambient.intensity + extra.color;
    return float4(c, layers[1 + 1].Sample(linearWrap, uv).a);
}
