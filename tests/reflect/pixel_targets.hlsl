// A pixel shader writing several targets and depth through a struct.
// flags: -T ps_6_0 -E PSMain
Texture2D<float4> Albedo : register(t0);
SamplerState Linear : register(s0);
struct PSOut {
    float4 color : SV_Target0;
    float4 normal : SV_Target1;
    float depth : SV_Depth;
};
PSOut PSMain(float4 pos : SV_Position, centroid float2 uv : TEXCOORD0, bool front : SV_IsFrontFace) {
    PSOut o;
    o.color = Albedo.Sample(Linear, uv);
    o.normal = front ? float4(0, 0, 1, 0) : float4(0, 0, -1, 0);
    o.depth = pos.z;
    return o;
}
