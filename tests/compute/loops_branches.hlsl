// Nested loops with break/continue, an if/else chain, while and do-while
// loops, integer % and / (truncating), and shifts by constant amounts.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> result : register(u1);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = input[id.x];

    int acc = 0;
    for (int i = 0; i < 6; i++) {
        if (i == 2) {
            continue;
        }
        for (int j = 0; j < 5; ++j) {
            if (j > i) {
                break;
            }
            acc += (v + i * j) % 7;
        }
    }

    int cls = 0;
    if (v < 0) {
        cls = -1;
    } else if (v == 0) {
        cls = 0;
    } else if (v % 2 == 0) {
        cls = 2;
    } else {
        cls = 1;
    }

    uint n = (uint)abs(v) + 1u;
    int steps = 0;
    while (n != 1u && steps < 50) {
        if ((n & 1u) == 0u) {
            n = n >> 1;
        } else {
            n = 3u * n + 1u;
        }
        steps++;
    }

    int digits = 0;
    int k = v;
    do {
        digits++;
        k = k / 3;
    } while (k != 0);

    uint bits = (uint)v;
    int shifted = (v << 3) ^ (v >> 2) ^ (int)(bits >> 28);
    int mixed = v > 5 ? v / -4 : (v - 9) % -5;

    uint base = id.x * 6u;
    result[base] = acc;
    result[base + 1u] = cls;
    result[base + 2u] = steps;
    result[base + 3u] = digits;
    result[base + 4u] = shifted;
    result[base + 5u] = mixed;
}
