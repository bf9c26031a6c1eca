// Counter buffers: every append and consume buffer, and a
// RWStructuredBuffer whose counter is used, has one in its buffer's set.
// [[vk::counter_binding]] places it; otherwise it takes the lowest free
// binding after every explicit one, right after its buffer in declaration
// order: Pending's counter 3 (5 is Queue's), then Implicit 4; Later's in set 1.
// flags: -T cs_6_0 -E main
AppendStructuredBuffer<uint> Pending : register(u0);
[[vk::counter_binding(5)]] ConsumeStructuredBuffer<float> Queue : register(u1);
RWStructuredBuffer<uint> Plain : register(u2);
StructuredBuffer<float> Implicit;
RWStructuredBuffer<uint> Later : register(u0, space1);
[numthreads(1, 1, 1)]
void main() {
    Pending.Append(Later.IncrementCounter());
    Plain[0] = (uint)(Queue.Consume() + Implicit[0]);
}
