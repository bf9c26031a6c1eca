struct Scene_t {
    worldViewProj: mat4x4<f32>,
    normalMatrix: mat3x3<f32>,
    lightDir: vec3<f32>,
    lightColor: vec3<f32>,
    ambient: vec3<f32>,
}

struct VSOut {
    position: vec4<f32>,
    normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Scene: Scene_t;

fn PSMain_1(i: VSOut) -> vec4<f32> {
    var i_1: VSOut;
    var ndl: f32;

    i_1 = i;
    let _e4 = i_1.normal;
    let _e8 = Scene.lightDir;
    ndl = saturate(dot(normalize(_e4), -(_e8)));
    let _e14 = Scene.ambient;
    let _e17 = Scene.lightColor;
    let _e18 = ndl;
    return vec4<f32>((_e14 + (_e17 * vec3(_e18))), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(VSOut(position, normal));
    return _e3;
}
