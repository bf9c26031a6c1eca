// Integer arithmetic at run time on signed and unsigned edge values:
// / and % truncating toward zero for every sign combination (scalars and
// int2), uint division of values above 2^31, wrapping +, - and *, unary
// minus, abs, sign, min/max/clamp in both signednesses (the same bits
// compare differently), mad on ints, and comparisons mixing the two
// after explicit casts. Expected values: Python with C-style division and
// 32-bit wrapping.
StructuredBuffer<int2> pairs : register(t0);
RWStructuredBuffer<int> o : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int2 p = pairs[id.x];
    int a = p.x;
    int b = p.y;
    uint ua = (uint)a;
    uint ub = (uint)b;
    uint at = id.x * 14;
    o[at + 0] = a / b;
    o[at + 1] = a % b;
    int2 q = int2(a, -a) / int2(b, b);
    int2 r = int2(a, -a) % int2(b, -b);
    o[at + 2] = q.x * 1000 + q.y;
    o[at + 3] = r.x * 1000 + r.y;
    o[at + 4] = (int)(ua / ub);
    o[at + 5] = (int)(ua % ub);
    o[at + 6] = a * b + (a - b);
    o[at + 7] = -a + abs(b) * sign(a);
    o[at + 8] = min(a, b) * 3 + max(a, b);
    o[at + 9] = (int)(min(ua, ub) ^ max(ua, ub));
    o[at + 10] = clamp(a, -100, 100) + (int)clamp(ua, 10u, 1000u);
    o[at + 11] = mad(a, b, 7);
    o[at + 12] = (a < b) + ((ua < ub) << 1) + ((a >= 0 == ua < 0x80000000u) << 2);
    o[at + 13] = (int)((ua >> 1) + (ub >> 1) + (ua & ub & 1u));  // floor average without overflow
}
