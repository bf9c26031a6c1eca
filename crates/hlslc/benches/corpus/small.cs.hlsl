// A small kernel (~50 lines) for the benches: a cbuffer, a struct in a
// structured buffer, a helper with an out parameter, a loop and intrinsics.
cbuffer Params : register(b0) {
    float4 gravity;
    float dt;
    uint count;
    uint substeps;
    float damping;
};

struct Particle {
    float3 pos;
    float mass;
    float3 vel;
    uint flags;
};

RWStructuredBuffer<Particle> particles : register(u1);
RWStructuredBuffer<float> energy : register(u2);

float3 bounce(float3 pos, inout float3 vel, out bool hit) {
    hit = pos.y < 0.0;
    if (hit) {
        vel.y = -vel.y * damping;
        pos.y = -pos.y;
    }
    return pos;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= count) {
        return;
    }
    Particle p = particles[i];
    float h = dt / (float)max(substeps, 1u);
    uint hits = 0u;
    for (uint s = 0u; s < substeps; s++) {
        p.vel += gravity.xyz * h;
        bool hit;
        p.pos = bounce(p.pos + p.vel * h, p.vel, hit);
        hits += hit ? 1u : 0u;
    }
    p.flags = (p.flags & ~0xffu) | min(hits, 255u);
    particles[i] = p;
    energy[i] = 0.5 * p.mass * dot(p.vel, p.vel) + p.mass * gravity.w * p.pos.y;
}
