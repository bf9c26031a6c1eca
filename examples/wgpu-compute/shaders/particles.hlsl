// One step of a particle simulation. The constant buffer's members pack
// by the Vulkan rules DXC uses by default: gravity shares a 16-byte row
// with dt and count, bounds starts a new row and damping fills its last
// slot, and each element of tags has a row of its own. Each particle is an
// element of a structured buffer (32 bytes: the float2 after the uint is
// followed by 8 bytes of padding).
#include "particle.hlsli"

cbuffer Params : register(b0)
{
    float dt;
    uint count;
    float2 gravity;
    float3 bounds;
    float damping;
    int tags[2];
};

RWStructuredBuffer<Particle> particles : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= count)
        return;
    Particle p = particles[id.x];
    p.velocity = p.velocity * damping + gravity * dt;
    p.position.xy += p.velocity * dt;
    p.position = clamp(p.position, -bounds, bounds);
    p.id = p.id * 2u + uint(tags[p.id & 1u]);
    particles[id.x] = p;
}
