// Wave votes and reads inside data-dependent branches: in a nested if,
// only the lanes of the wave that took both branches are active, so
// WaveActiveAnyTrue/AllTrue/AllEqual, the ballot's bit count,
// WaveReadLaneFirst (the lowest active lane) and WaveActiveSum are checked
// against values recomputed from groupshared data over exactly those
// lanes (the wave's consecutive invocations, as wave_ops.hlsl assumes).
// A wave-uniform fast path (WaveActiveAllTrue) must give the same results
// as the general one. 8 flags per lane, all 1; plus per-lane results from
// Python.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<uint> flags : register(u1);
RWStructuredBuffer<int> results : register(u2);

groupshared int vals[64];

bool outer(int y) { return (y & 1) != 0; }
bool inner(int y) { return y > 20; }

int slowSquare(int y) {
    int s = 0;
    for (int k = 0; k < abs(y); k++) {
        s += abs(y);
    }
    return s;
}

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint t : SV_GroupIndex) {
    int x = input[gid.x * 64 + t];
    vals[t] = x;
    GroupMemoryBarrierWithGroupSync();
    uint lane = WaveGetLaneIndex();
    uint n = WaveGetLaneCount();
    uint first = t - lane;
    uint base = (gid.x * 64 + t) * 8;

    for (uint f = 0; f < 8; f++) {
        flags[base + f] = 1;
    }
    if (outer(x)) {
        if (inner(x)) {
            // Active: the lanes of this wave with odd values over 20.
            uint active = 0;
            int lowest = 0;
            bool anyBig = false, allBig = true, same = true;
            int sum = 0;
            for (uint k = 0; k < n; k++) {
                int y = vals[first + k];
                if (outer(y) && inner(y)) {
                    if (active == 0) {
                        lowest = y;
                    }
                    same = same && y == lowest;
                    active++;
                    anyBig = anyBig || y > 60;
                    allBig = allBig && y > 60;
                    sum += y;
                }
            }
            uint4 b = WaveActiveBallot(true);
            flags[base + 0] = countbits(b.x) + countbits(b.y) + countbits(b.z) + countbits(b.w) == active;
            flags[base + 1] = WaveActiveAnyTrue(x > 60) == anyBig;
            flags[base + 2] = WaveActiveAllTrue(x > 60) == allBig;
            flags[base + 3] = WaveReadLaneFirst(x) == lowest;
            flags[base + 4] = WaveActiveSum(x) == sum;
            flags[base + 5] = WaveActiveAllEqual(x) == same;
        } else {
            uint active = 0;
            for (uint k = 0; k < n; k++) {
                int y = vals[first + k];
                active += outer(y) && !inner(y) ? 1 : 0;
            }
            flags[base + 6] = WaveActiveCountBits(true) == active;
        }
    }

    // A wave-uniform fast path: taken only when the whole wave is zero, and
    // it must agree with the general path.
    int r;
    if (WaveActiveAllTrue(x == 0)) {
        r = 0;
    } else {
        r = slowSquare(x);
    }
    flags[base + 7] = r == x * x;
    results[gid.x * 64 + t] = r - x;
}
