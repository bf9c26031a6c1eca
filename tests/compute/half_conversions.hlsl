// f32tof16 and f16tof32 on values a half holds exactly (so no rounding
// mode matters): signed zeros, powers of two, the largest finite half
// (65504), the smallest normal (2^-14) and subnormal (2^-24) halves,
// infinities; f16tof32 reading only the low 16 bits of its argument; the
// vector forms; and packing two halves per word, a round trip. Expected
// values: the IEEE binary16 encoding computed in Python (struct's 'e').
StructuredBuffer<uint> input : register(t0); // float bits: infinities included
StructuredBuffer<uint> halves : register(t1);
RWStructuredBuffer<uint> packed : register(u2);
RWStructuredBuffer<float> unpacked : register(u3);

[numthreads(12, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float x = asfloat(input[i]);
    uint h = f32tof16(x);
    // Garbage above bit 15 must be ignored.
    float back = f16tof32(h | 0xabcd0000u);
    uint2 hv = f32tof16(float2(x, -x));
    packed[i * 2] = h;
    packed[i * 2 + 1] = hv.x | (hv.y << 16);
    float3 fromBits = f16tof32(uint3(halves[i], halves[i] >> 16, 0x3c00u));
    unpacked[i * 4] = back;
    unpacked[i * 4 + 1] = fromBits.x;
    unpacked[i * 4 + 2] = fromBits.y;
    unpacked[i * 4 + 3] = fromBits.z;
}
