// Arrays of structured buffers indexed by values read from a buffer:
// invocation i writes to outs[picks[i]] what it reads from
// ins[picks[4 + i]], and counts itself in element 4 of the buffer it
// chose. The indices differ between invocations, hence
// NonUniformResourceIndex. In D3D an array's element k is at its
// register plus k (ins: t1, t2; outs: u3, u4, u5); in Vulkan each array
// is one descriptor array at its first register's binding, as DXC
// emits it.
//
// picks = [0, 2, 2, 1,  1, 0, 1, 0]; ins[0] = 10..40, ins[1] = 50..80:
//   i = 0: outs[0][0] = ins[1][0] + 0    = 50
//   i = 1: outs[2][1] = ins[0][1] + 2000 = 2020
//   i = 2: outs[2][2] = ins[1][2] + 2000 = 2070
//   i = 3: outs[1][3] = ins[0][3] + 1000 = 1040
// and the counts in element 4 are 1, 1 and 2.
StructuredBuffer<uint> picks : register(t0);
StructuredBuffer<uint> ins[2] : register(t1);
RWStructuredBuffer<uint> outs[3] : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint o = picks[i];
    uint s = picks[4 + i];
    outs[NonUniformResourceIndex(o)][i] = ins[NonUniformResourceIndex(s)][i] + 1000 * o;
    InterlockedAdd(outs[NonUniformResourceIndex(o)][4], 1);
}
