// compile: -T ps_6_0 -E PSMain
// D3D9-style pixel shader outputs (`COLOR`) beside `SV_Target`s: each
// `SV_Target<n>` is location n, and the user semantics take the free
// locations in declaration order, as DXC's SPIR-V back end gives them.

struct PixelOut {
    float4 glow : COLOR0;
    float4 albedo : SV_Target0;
    float4 normal : SV_Target2;
    float4 velocity : COLOR1;
};

PixelOut PSMain(float4 color : COLOR0, float3 normal : NORMAL, float2 motion : TEXCOORD0) {
    PixelOut o;
    o.albedo = color;
    o.glow = color * color.a;
    o.normal = float4(normalize(normal) * 0.5 + 0.5, 1.0);
    o.velocity = float4(motion, 0.0, 1.0);
    return o;
}
