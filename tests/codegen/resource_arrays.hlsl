// Arrays of resources indexed by constants are one variable per element,
// bound at the array's binding plus the index (t0..t3 here, s4, and the
// ConstantBuffer<T> elements at b8 and b9); a ConstantBuffer<T> (here with
// [[vk::binding(5, 1)]]) and a TextureBuffer<T> are uniform blocks of T's
// fields.
// compile: -T ps_6_0 -E PSMain

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
