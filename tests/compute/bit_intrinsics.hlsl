// Bit intrinsics on edge inputs: countbits, reversebits, firstbitlow,
// firstbithigh on uint (the highest set bit) and on int (for negative
// values the highest clear bit), both returning 0xffffffff when there is
// no such bit, on scalars and vectors; plus shifts by run-time amounts
// (masked to 5 bits), rotates built from shifts, and bit-field extraction.
// Expected values: the definitions in Python on 32-bit words.
StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> o : register(u1);

uint rotl(uint x, uint r) {
    return (x << r) | (x >> ((32 - r) & 31));
}

uint extract(uint x, uint offset, uint bits) {
    return (x >> offset) & ((1u << bits) - 1);
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = input[id.x];
    int s = (int)x;
    uint at = id.x * 10;
    o[at + 0] = countbits(x);
    o[at + 1] = reversebits(x);
    o[at + 2] = firstbitlow(x);
    o[at + 3] = firstbithigh(x);
    o[at + 4] = (uint)firstbithigh(s);
    uint2 pair = uint2(x, ~x);
    uint2 lows = firstbitlow(pair);
    uint2 counts = countbits(pair);
    o[at + 5] = lows.y * 1000 + counts.x + counts.y;
    o[at + 6] = x << (id.x + 30);      // run-time amount: 30..37, masked
    o[at + 7] = (uint)(s >> (id.x * 5)); // arithmetic shift of a signed value
    o[at + 8] = rotl(x, id.x * 4);
    o[at + 9] = extract(x, id.x, 7);
}
