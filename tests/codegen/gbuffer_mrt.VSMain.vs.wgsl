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
    var o: VSOut;

    o = VSOut();
    let _e7 = Object.viewProj;
    let _e11 = Object.world;
    o.position = ((vec4<f32>(position_1, 1f) * transpose(_e11)) * transpose(_e7));
    let _e20 = Object.world;
    let _e27 = Object.world;
    let _e34 = Object.world;
    o.normal = (normal_1 * mat3x3<f32>(transpose(_e20)[0u].xyz, transpose(_e27)[1u].xyz, transpose(_e34)[2u].xyz));
    let _e41 = o;
    return _e41;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, normal);
    return VSMain_out(_e2.position, _e2.normal);
}
