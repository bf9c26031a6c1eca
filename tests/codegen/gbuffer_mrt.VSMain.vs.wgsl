struct Object_t {
    world: mat4x4<f32>,
    viewProj: mat4x4<f32>,
    albedo: vec4<f32>,
    roughness: f32,
    metalness: f32,
    objectId: u32,
}

struct VSOut {
    position: vec4<f32>,
    normal: vec3<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Object: Object_t;

fn VSMain_1(position_1: vec3<f32>, normal_1: vec3<f32>) -> VSOut {
    var position_2: vec3<f32>;
    var normal_2: vec3<f32>;
    var o: VSOut;

    position_2 = position_1;
    normal_2 = normal_1;
    o = VSOut();
    let _e9 = Object.viewProj;
    let _e13 = Object.world;
    let _e15 = position_2;
    o.position = ((vec4<f32>(_e15, 1f) * transpose(_e13)) * transpose(_e9));
    let _e23 = Object.world;
    let _e30 = Object.world;
    let _e37 = Object.world;
    let _e43 = normal_2;
    o.normal = (_e43 * mat3x3<f32>(transpose(_e23)[0u].xyz, transpose(_e30)[1u].xyz, transpose(_e37)[2u].xyz));
    let _e45 = o;
    return _e45;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, normal);
    return VSMain_out(_e2.position, _e2.normal);
}
