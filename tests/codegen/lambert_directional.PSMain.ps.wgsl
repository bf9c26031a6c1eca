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
    let _e5 = Scene.lightDir;
    let ndl = saturate(dot(normalize(i.normal), -(_e5)));
    let _e11 = Scene.ambient;
    let _e14 = Scene.lightColor;
    return vec4<f32>((_e11 + (_e14 * vec3(ndl))), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(VSOut(position, normal));
    return _e3;
}
