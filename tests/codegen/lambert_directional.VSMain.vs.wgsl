struct Scene_t {
    worldViewProj: mat4x4<f32>,
    normalMatrix: mat3x3<f32>,
    lightDir: vec3<f32>,
    lightColor: vec3<f32>,
    ambient: vec3<f32>,
}

struct VSIn {
    position: vec3<f32>,
    normal: vec3<f32>,
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
var<uniform> Scene: Scene_t;

fn VSMain_1(v: VSIn) -> VSOut {
    var o: VSOut;

    o = VSOut();
    let _e6 = Scene.worldViewProj;
    o.position = (vec4<f32>(v.position, 1f) * transpose(_e6));
    let _e15 = Scene.normalMatrix;
    o.normal = (v.normal * transpose(_e15));
    let _e19 = o;
    return _e19;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VSMain_out {
    let _e3 = VSMain_1(VSIn(position, normal));
    return VSMain_out(_e3.position, _e3.normal);
}
