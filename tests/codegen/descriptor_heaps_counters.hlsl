// The counters of buffers read from ResourceDescriptorHeap, as DXC's
// -spirv binds them: each buffer type's array has an array of counter
// buffers (counter_var_ResourceDescriptorHeap), all on one binding right
// after the resource heap's (`a` and its counter take 0 and 1, the heap
// 2, its counters 3). An array of counted buffers has one too, beside it.
// compile: -T cs_6_6 -E main
// targets: spirv

RWStructuredBuffer<uint> a;
AppendStructuredBuffer<uint> queues[2] : register(u0, space1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[id.x];
    AppendStructuredBuffer<float> c = ResourceDescriptorHeap[5];
    uint i = b.IncrementCounter();
    c.Append((float)i);
    queues[id.x & 1].Append(a.IncrementCounter());
}
