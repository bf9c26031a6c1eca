// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// A pixel shader writes up to eight render targets (SV_Target0-7) of
// float, int or uint vectors, and the depth, from an output struct.
struct Out {
    float4 color : SV_Target0;
    uint2 ids : SV_Target1;
    int mask : SV_Target7;
    float depth : SV_Depth;
};

Out main(float4 pos : SV_Position, float2 uv : TEXCOORD0) {
    Out o = (Out)0;
    o.color = float4(uv, 0, 1);
    o.ids = uint2(pos.xy);
    o.mask = 1;
    o.depth = pos.z;
    return o;
}
