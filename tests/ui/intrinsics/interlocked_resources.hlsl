// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Interlocked functions on elements of read-write resources: structured
// buffers (and their int fields), typed buffers and storage textures.
struct Counter {
    uint hits;
    int balance;
};
RWStructuredBuffer<uint> counts;
RWStructuredBuffer<Counter> counters;
RWBuffer<int> typed;
RWTexture2D<uint> image;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint before;
    InterlockedAdd(counts[0], 1);
    InterlockedAdd(counters[id.x].hits, 1, before);
    InterlockedMin(counters[id.y].balance, -1);
    InterlockedMax(typed[id.x], (int)id.y);
    InterlockedOr(image[id.xy], 1, before);
    InterlockedCompareExchange(counts[1], 0, before, before);
}
