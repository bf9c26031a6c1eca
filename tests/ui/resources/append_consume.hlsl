// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Append and consume buffers, and the counter of a RWStructuredBuffer.
struct Particle {
    float3 position;
    float life;
};
AppendStructuredBuffer<Particle> alive;
ConsumeStructuredBuffer<Particle> pending;
AppendStructuredBuffer<uint> ids;
RWStructuredBuffer<uint> slots;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Particle p = pending.Consume();
    p.life -= 1.0;
    if (p.life > 0)
        alive.Append(p);
    // The element converts like an argument.
    ids.Append(i);
    ids.Append(2.0);
    uint count, stride;
    alive.GetDimensions(count, stride);
    pending.GetDimensions(count, stride);
    uint slot = slots.IncrementCounter();
    slots[slot] = count + stride;
    uint back = slots.DecrementCounter();
    slots[back] = 0;
    // A local holds the buffer, as for any resource.
    AppendStructuredBuffer<uint> sink = ids;
    sink.Append(back);
}
