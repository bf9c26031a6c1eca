// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// The Interlocked* methods of RWByteAddressBuffer act on the uint at a
// byte offset; the original value is an optional out argument (required
// for Exchange and CompareExchange, absent from CompareStore).
RWByteAddressBuffer counters;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint before;
    int signedBefore;
    counters.InterlockedAdd(0, 1);
    counters.InterlockedAdd(4, i, before);
    counters.InterlockedMin(8, i);
    counters.InterlockedMax(12, i, signedBefore);
    counters.InterlockedAnd(16, 0xff);
    counters.InterlockedOr(20, 1u << (i % 32), before);
    counters.InterlockedXor(24, i);
    counters.InterlockedExchange(28, i, before);
    counters.InterlockedCompareExchange(32, 0, i, before);
    counters.InterlockedCompareStore(36, 0, i);
    counters.Store(40 + 4 * i, before + signedBefore);
}
