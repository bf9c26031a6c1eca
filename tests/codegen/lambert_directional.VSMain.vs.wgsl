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
    var v_1: VSIn;
    var o: VSOut;

    v_1 = v;
    o = VSOut();
    let _e7 = Scene.worldViewProj;
    let _e10 = v_1.position;
    o.position = (vec4<f32>(_e10, 1f) * transpose(_e7));
    let _e17 = Scene.normalMatrix;
    let _e20 = v_1.normal;
    o.normal = (_e20 * transpose(_e17));
    let _e22 = o;
    return _e22;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VSMain_out {
    let _e3 = VSMain_1(VSIn(position, normal));
    return VSMain_out(_e3.position, _e3.normal);
}
