// compile: -T cs_6_0 -E main
// Found by the `compile` fuzz target (docs/fuzzing.md): a swizzle (or an
// index) of a scalar's swizzle, `s.xx.y`, checked clean but lowering said
// "assigning to a swizzle of a scalar is not supported" while reading it.
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 f = float2(o[1], o[2]);
    float s = o[3];
    o[0] = s.xx.y + (s.xxx).zy.x + ((f.y).xxx).z + s.xxxx[2];
    float3 t = s.xxxx.wzy;
    o[4] = t.z;
}
