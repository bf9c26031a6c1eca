// A 2-D group (8x8) reducing to min, max and the flat index of the first
// minimum, through a groupshared array of structs: SV_GroupIndex order,
// tree steps with a barrier each, ties broken toward the lower index so the
// result is deterministic. One result struct per group. Expected values:
// the same reduction done directly in Python.
struct Stat {
    float lo;
    float hi;
    uint argLo;
};

StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<Stat> result : register(u1);

groupshared Stat stats[64];

Stat combine(Stat a, Stat b) {
    Stat r;
    r.lo = min(a.lo, b.lo);
    r.hi = max(a.hi, b.hi);
    r.argLo = (b.lo < a.lo || (b.lo == a.lo && b.argLo < a.argLo)) ? b.argLo : a.argLo;
    return r;
}

[numthreads(8, 8, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint flat : SV_GroupIndex) {
    uint i = gid.x * 64 + tid.y * 8 + tid.x;
    Stat s;
    s.lo = input[i];
    s.hi = s.lo;
    s.argLo = i;
    stats[flat] = s;
    GroupMemoryBarrierWithGroupSync();
    [loop] for (uint stride = 32; stride > 0; stride /= 2) {
        if (flat < stride) {
            stats[flat] = combine(stats[flat], stats[flat + stride]);
        }
        GroupMemoryBarrierWithGroupSync();
    }
    if (flat == 0) {
        result[gid.x] = stats[0];
    }
}
