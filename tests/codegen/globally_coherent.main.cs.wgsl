struct counts_t {
    data: array<atomic<u32>>,
}

struct raw_t {
    data: array<u32>,
}

struct plain_t {
    data: array<u32>,
}

struct viaParam_t {
    data: array<atomic<u32>>,
}

struct viaLocal_t {
    data: array<u32>,
}

@group(0) @binding(0) 
@coherent var<storage, read_write> counts: counts_t;
@group(0) @binding(1) 
@coherent var<storage, read_write> raw: raw_t;
@group(0) @binding(2) 
var<storage, read_write> plain: plain_t;
@group(0) @binding(3) 
@coherent var<storage, read_write> viaParam: viaParam_t;
@group(0) @binding(4) 
@coherent var<storage, read_write> viaLocal: viaLocal_t;

fn Bump(i: u32) {
    let _e5 = atomicAdd((&viaParam.data[i]), 1u);
}

fn main_1(id_1: vec3<u32>) {
    let _e6 = atomicAdd((&counts.data[0i]), 1u);
    raw.data[((id_1.x * 4u) >> 2u)] = id_1.x;
    let _e24 = atomicLoad((&counts.data[0i]));
    plain.data[id_1.x] = _e24;
    Bump(id_1.x);
    let _e36 = raw.data[(0u >> 2u)];
    viaLocal.data[id_1.x] = _e36;
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
