// D3D takes shift amounts modulo 32, and % of a negative dividend by a
// constant truncates toward zero. Drivers mask run-time shift amounts
// themselves, so only constant amounts show a missing mask.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> result : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = input[id.x];
    uint u = (uint)v;
    uint base = id.x * 5u;
    result[base] = v << 33;
    result[base + 1u] = v >> 36;
    result[base + 2u] = (int)(u >> 40);
    result[base + 3u] = v % 5;
    result[base + 4u] = v / 4;
}
