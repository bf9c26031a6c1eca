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

struct GBuffer {
    albedo: vec4<f32>,
    normal: vec4<f32>,
    material: vec2<f32>,
    id: u32,
}

struct PSMain_out {
    @location(0) albedo: vec4<f32>,
    @location(1) normal: vec4<f32>,
    @location(2) material: vec2<f32>,
    @location(3) id: u32,
}

@group(0) @binding(0) 
var<uniform> Object: Object_t;

fn PSMain_1(i: VSOut) -> GBuffer {
    var g: GBuffer;

    g = GBuffer();
    let _e6 = Object.albedo;
    g.albedo = _e6;
    g.normal = vec4<f32>(((normalize(i.normal) * vec3(0.5f)) + vec3(0.5f)), 0f);
    let _e21 = Object.roughness;
    let _e24 = Object.metalness;
    g.material = vec2<f32>(_e21, _e24);
    let _e29 = Object.objectId;
    g.id = _e29;
    let _e30 = g;
    return _e30;
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) normal: vec3<f32>) -> PSMain_out {
    let _e3 = PSMain_1(VSOut(position, normal));
    return PSMain_out(_e3.albedo, _e3.normal, _e3.material, _e3.id);
}
