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
    var id_2: vec3<u32>;

    id_2 = id_1;
    let _e3 = id_2.x;
    let _e9 = Bones.bone;
    let _e13 = Bones.viewProj;
    skinned.data[_e3] = transpose((_e9 * _e13))[2i];
    let _e20 = id_2.x;
    let _e26 = Bones.bone;
    let _e30 = Bones.rowProj;
    plain.data[_e20] = (_e30 * transpose(_e26))[2i];
}

@compute @workgroup_size(1, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
