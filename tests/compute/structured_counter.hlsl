// RWStructuredBuffer counters: IncrementCounter returns the counter before
// the increment, DecrementCounter the counter after the decrement. 8
// invocations in 2 groups each get a different value, in an order that
// depends on the GPU, so each marks the element its value names and adds
// the value to totals with atomics (sums and ors are order-independent).
// down's counter is at binding 6 ([[vk::counter_binding]]); up's takes the
// first free binding (3).
RWStructuredBuffer<uint> up : register(u0);
[[vk::counter_binding(6)]] RWStructuredBuffer<uint> down : register(u1);
RWStructuredBuffer<uint> totals : register(u2);

[numthreads(4, 1, 1)]
void main() {
    uint a = up.IncrementCounter();
    up[a] = 5;
    InterlockedAdd(totals[0], a);
    InterlockedOr(totals[1], 1u << a);
    uint b = down.DecrementCounter();
    down[b] += 1;
    InterlockedAdd(totals[2], b);
    InterlockedOr(totals[3], 1u << b);
}
