@group(0) @binding(0) var<storage, read_write> ids: array<u32>;

@compute @workgroup_size(4, 2, 2)
fn main(@builtin(workgroup_id) gid: vec3<u32>, @builtin(local_invocation_id) tid: vec3<u32>,
        @builtin(local_invocation_index) gi: u32, @builtin(global_invocation_id) did: vec3<u32>) {
    let base = (did.x + did.y * 8u + did.z * 48u) * 10u;
    ids[base] = gid.x;
    ids[base + 1u] = gid.y;
    ids[base + 2u] = gid.z;
    ids[base + 3u] = tid.x;
    ids[base + 4u] = tid.y;
    ids[base + 5u] = tid.z;
    ids[base + 6u] = gi;
    ids[base + 7u] = did.x;
    ids[base + 8u] = did.y;
    ids[base + 9u] = did.z;
}
