// AddUint64 on uint2 and uint4: (low, high) word pairs added as 64-bit
// integers with the carry, wrapping at 2^64.
StructuredBuffer<uint4> input : register(t0);
RWStructuredBuffer<uint4> o : register(u1);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint4 a = input[2 * id.x];
    uint4 b = input[2 * id.x + 1];
    o[2 * id.x] = AddUint64(a, b);
    o[2 * id.x + 1] = uint4(AddUint64(a.xy, b.zw), AddUint64(a.zw, b.xy));
}
