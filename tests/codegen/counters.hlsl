// compile: -T cs_6_0 -E main
// Append and consume buffers, and a RWStructuredBuffer's counter: each
// counter is a storage buffer of one atomic uint of its own, bound beside
// its buffer (q's at [[vk::counter_binding(7)]], the others at the first
// free bindings). The element access is compared with the buffer's length
// explicitly, since modules with atomics are written with clamped indices.
struct Particle {
    float3 position;
    float life;
};
AppendStructuredBuffer<Particle> alive : register(u0);
[[vk::counter_binding(7)]] ConsumeStructuredBuffer<Particle> q : register(u1);
RWStructuredBuffer<uint> slots : register(u2);

[numthreads(64, 1, 1)]
void main() {
    Particle p = q.Consume();
    p.life -= 1.0;
    if (p.life > 0)
        alive.Append(p);
    uint slot = slots.IncrementCounter();
    slots[slot] = slots.DecrementCounter();
}
