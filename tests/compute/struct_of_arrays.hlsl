// An array of structs updated from forces given as a structure of arrays,
// with sparse registers (t1, t2, t4) and a second register space.
struct Particle {
    float4 pos;
    float4 vel;
    float mass;
    float charge;
    uint id;
    uint flags;
};

RWStructuredBuffer<Particle> particles : register(u0);
StructuredBuffer<float> forceX : register(t1);
StructuredBuffer<float> forceY : register(t2);
StructuredBuffer<float> forceZ : register(t4);
RWStructuredBuffer<float> energy : register(u1, space1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    Particle p = particles[i];
    float3 f = float3(forceX[i], forceY[i], forceZ[i]);
    float invMass = 1.0 / p.mass;
    p.vel.xyz += f * invMass * 0.5;
    p.pos = p.pos + p.vel * 0.25;
    p.id = p.id * 2u + 1u;
    if (p.charge < 0.0) {
        p.flags = p.flags | 4u;
    }
    particles[i] = p;
    energy[i] = 0.5 * p.mass * dot(p.vel.xyz, p.vel.xyz);
}
