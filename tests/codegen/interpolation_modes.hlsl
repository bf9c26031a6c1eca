// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Interpolation modifiers on stage outputs and inputs: flat integers and
// colours, screen-linear (noperspective) and centroid coordinates.

cbuffer Camera : register(b0) {
    float4x4 mvp;
};

struct Varyings {
    float4 position : SV_Position;
    nointerpolation uint material : MATERIAL;
    nointerpolation float4 flatColor : COLOR0;
    noperspective float2 screenUV : TEXCOORD0;
    centroid float2 uv : TEXCOORD1;
    linear float3 normal : NORMAL;
};

Varyings VSMain(float3 position : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0,
                uint material : MATERIAL, float4 color : COLOR0) {
    Varyings o;
    o.position = mul(mvp, float4(position, 1.0));
    o.material = material;
    o.flatColor = color;
    o.screenUV = o.position.xy / o.position.w * 0.5 + 0.5;
    o.uv = uv;
    o.normal = normal;
    return o;
}

float4 PSMain(Varyings i) : SV_Target {
    float checker = frac((floor(i.uv.x * 8.0) + floor(i.uv.y * 8.0)) * 0.5) * 2.0;
    float3 c = i.flatColor.rgb * (0.5 + 0.5 * checker) * (i.material == 0 ? 1.0 : 0.5);
    return float4(c * (0.75 + 0.25 * normalize(i.normal).y) + i.screenUV.xyx * 0.1, 1.0);
}
