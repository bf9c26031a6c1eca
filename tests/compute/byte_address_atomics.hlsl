// RWByteAddressBuffer.Interlocked* from 128 invocations in two groups, with
// results that do not depend on the order the invocations run in (Vulkan
// promises none): totals, min/max/and/or/xor over all of them, a
// compare-store and a compare-exchange that exactly one invocation wins,
// and tickets: each invocation's original value from a shared counter
// marks its own slot, so 128 ones show the originals were distinct and in
// range. Words (byte offset / 4):
//   0 sum of tid + 1       1 ticket counter    2 max(tid * 7 % 100)
//   3 min(1000 - tid)      4 or of bits        5 and of cleared bits
//   6 xor of tid + 1       7 compare-store     8 compare-exchange
//   9 its winners         10 exchange         11 its first takers
//   12.. the ticket marks
RWByteAddressBuffer buf : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint tid = id.x;
    buf.InterlockedAdd(0, tid + 1);
    uint ticket;
    buf.InterlockedAdd(4, 1, ticket);
    buf.Store((12 + ticket) * 4, 1);
    buf.InterlockedMax(8, tid * 7 % 100);
    buf.InterlockedMin(12, 1000 - tid);
    buf.InterlockedOr(16, 1u << (tid % 32));
    buf.InterlockedAnd(20, ~(1u << (tid % 32)));
    uint ignored;
    buf.InterlockedXor(24, tid + 1, ignored);
    buf.InterlockedCompareStore(28, 0, 5);
    uint old;
    buf.InterlockedCompareExchange(32, 0, 77, old);
    buf.InterlockedAdd(36, old == 0 ? 1 : 0);
    buf.InterlockedExchange(40, 9, old);
    buf.InterlockedAdd(44, old == 0 ? 1 : 0);
}
