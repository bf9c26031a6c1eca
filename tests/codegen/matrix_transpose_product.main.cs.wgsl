struct Bones_t {
    bone: mat4x3<f32>,
    viewProj: mat4x4<f32>,
    rowProj: mat4x4<f32>,
}

struct skinned_t {
    data: array<vec4<f32>>,
}

struct plain_t {
    data: array<vec4<f32>>,
}

@group(0) @binding(0) 
var<uniform> Bones: Bones_t;
@group(0) @binding(1) 
var<storage, read_write> skinned: skinned_t;
@group(0) @binding(2) 
var<storage, read_write> plain: plain_t;

fn main_1(id_1: vec3<u32>) {
    let _e7 = Bones.bone;
    let _e11 = Bones.viewProj;
    skinned.data[id_1.x] = transpose((_e7 * _e11))[2i];
    let _e23 = Bones.bone;
    let _e27 = Bones.rowProj;
    plain.data[id_1.x] = (_e27 * transpose(_e23))[2i];
}

@compute @workgroup_size(1, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
