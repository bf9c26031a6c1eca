// An array of ConstantBuffer<T> indexed by values read from a buffer
// (different per invocation, hence NonUniformResourceIndex): element k is
// at b1 + k in D3D, one uniform descriptor array at binding 1 in Vulkan.
// scales[0] = (2.5, 1), scales[1] = (10.5, 100); picks = [1, 0, 0, 1]:
// invocation i writes scales[picks[i]].factor + scales[picks[i]].add + i,
// so 110.5, 4.5, 5.5 and 113.5.
struct Scale {
    float factor;
    uint add;
};
ConstantBuffer<Scale> scales[2] : register(b1);
StructuredBuffer<uint> picks : register(t0);
RWStructuredBuffer<float> result : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint k = picks[id.x];
    Scale s = scales[NonUniformResourceIndex(k)];
    result[id.x] = s.factor + s.add + id.x;
}
