// Local resource variables hold handles: each use is the global the local
// holds there (copies and reassignments included).
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> first : register(u1);
RWStructuredBuffer<int> second : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    StructuredBuffer<int> src = input;
    RWStructuredBuffer<int> dst;
    dst = first;
    dst[id.x] = src[id.x] * 2;
    RWStructuredBuffer<int> copy = dst;
    copy[id.x] += 1;
    dst = second;
    dst[id.x] = copy[id.x] + 100;
}
