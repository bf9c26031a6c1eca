// A textured mesh lit by one directional light: the everyday shape of a
// D3D shader, with the constant buffer, texture and sampler at b0, t0 and
// s0 (hlslc gives each its own wgpu binding: they share one in SPIR-V).

cbuffer Scene : register(b0)
{
    float4x4 world_view_proj;
    float4x4 world;
    float3 light_dir;   // towards the light, normalised
    float ambient;
    float3 light_color;
};

Texture2D albedo : register(t0);
SamplerState linear_sampler : register(s0);

struct VSIn
{
    float3 position : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

struct VSOut
{
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

VSOut vs_main(VSIn v)
{
    VSOut o;
    o.position = mul(world_view_proj, float4(v.position, 1.0));
    o.normal = mul(world, float4(v.normal, 0.0)).xyz;
    o.uv = v.uv;
    return o;
}

float4 ps_main(VSOut i) : SV_Target
{
    float3 n = normalize(i.normal);
    float diffuse = saturate(dot(n, light_dir));
    float3 base = albedo.Sample(linear_sampler, i.uv).rgb;
    return float4(base * (ambient + diffuse * light_color), 1.0);
}
