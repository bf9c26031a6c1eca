@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> partials: array<f32>;
var<workgroup> sdata: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) gid: vec3<u32>, @builtin(local_invocation_id) tid: vec3<u32>,
        @builtin(global_invocation_id) did: vec3<u32>) {
    sdata[tid.x] = input[did.x];
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (tid.x < s) {
            sdata[tid.x] += sdata[tid.x + s];
        }
        workgroupBarrier();
    }
    if (tid.x == 0u) {
        partials[gid.x] = sdata[0];
    }
}
