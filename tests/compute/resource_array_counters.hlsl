// An array of append buffers chosen at run time: invocation i appends 7
// to queues[picks[i]], so each buffer's counter counts the invocations
// that picked it (1 and 3 for picks = [0, 1, 1, 1]) and holds 7 in as
// many elements, whatever order they append in. Each element has its own
// counter; in Vulkan the counters are an array of counter buffers at the
// binding after the array's, as DXC's counter_var_queues.
StructuredBuffer<uint> picks : register(t0);
AppendStructuredBuffer<uint> queues[2] : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    queues[NonUniformResourceIndex(picks[id.x])].Append(7);
}
