// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Gather and its channel forms on the four gatherable texture types, with
// offsets and a status; compute shaders may gather (no implicit LOD).
Texture2D<float4> t2;
Texture2DArray<int2> ta;
TextureCube<float> tc;
TextureCubeArray<uint4> tca;
SamplerState s;
RWStructuredBuffer<float4> o;
RWStructuredBuffer<int4> oi;
RWStructuredBuffer<uint4> ou;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint status;
    int2 k = int2(1, -1);
    float4 a = t2.Gather(s, float2(0.5, 0.5));
    a += t2.Gather(s, float2(0.5, 0.5), int2(1, 0));
    a += t2.Gather(s, float2(0.5, 0.5), int2(1, 0), status);
    a += t2.GatherRed(s, float2(0.5, 0.5));
    a += t2.GatherGreen(s, float2(0.5, 0.5), k);
    a += t2.GatherBlue(s, float2(0.5, 0.5), k, k, k, k);
    a += t2.GatherAlpha(s, float2(0.5, 0.5), k, k, k, k, status);
    // The result is four of the texel's scalar type.
    int4 b = ta.GatherGreen(s, float3(0.5, 0.5, 2));
    a += tc.Gather(s, float3(1, 0, 0));
    a += tc.GatherRed(s, float3(1, 0, 0), status);
    uint4 c = tca.GatherAlpha(s, float4(1, 0, 0, 3));
    o[i] = a;
    oi[i] = b;
    ou[i] = c;
}
