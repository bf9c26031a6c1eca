// The foundations slice: a particle update compute shader.
struct Particle {
    float3 position;
    float3 velocity;
    uint alive;
};

RWStructuredBuffer<Particle> particles : register(u0);
StructuredBuffer<float4> forces : register(t1, space2);

cbuffer Params : register(b0) {
    float dt;
    uint count;
    float3 gravity;
};

groupshared float cache[64];

float3 integrate(float3 p, float3 v, in float t, out float3 moved, inout uint steps) {
    moved = p + v * t;
    steps++;
    return moved;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    uint i = id.x;
    if (i >= count)
        return;
    Particle p = particles[i];
    cache[gi] = p.velocity.y;
    GroupMemoryBarrierWithGroupSync();
    float3 moved;
    uint steps = 0;
    p.position = integrate(p.position, p.velocity + gravity * dt, dt, moved, steps);
    p.alive = p.position.y > 0.0 ? 1u : 0u;
    particles[i] = p;
}
