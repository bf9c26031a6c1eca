struct Particle { pos: vec4<f32>, vel: vec4<f32>, mass: f32, charge: f32, id: u32, flags: u32 }
@group(0) @binding(0) var<storage, read_write> particles: array<Particle>;
@group(0) @binding(1) var<storage, read> forceX: array<f32>;
@group(0) @binding(2) var<storage, read> forceY: array<f32>;
@group(0) @binding(4) var<storage, read> forceZ: array<f32>;
@group(1) @binding(1) var<storage, read_write> energy: array<f32>;

@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    var p = particles[i];
    let f = vec3<f32>(forceX[i], forceY[i], forceZ[i]);
    let invMass = 1.0 / p.mass;
    p.vel = vec4<f32>(p.vel.xyz + f * invMass * 0.5, p.vel.w);
    p.pos = p.pos + p.vel * 0.25;
    p.id = p.id * 2u + 1u;
    if (p.charge < 0.0) {
        p.flags = p.flags | 4u;
    }
    particles[i] = p;
    energy[i] = 0.5 * p.mass * dot(p.vel.xyz, p.vel.xyz);
}
