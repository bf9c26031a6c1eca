struct Fog_t {
    worldView: mat4x4<f32>,
    projection: mat4x4<f32>,
    fogColor: vec4<f32>,
    fogDensity: f32,
}

struct Varyings {
    position: vec4<f32>,
    color: vec4<f32>,
    fog: f32,
}

@group(0) @binding(0) 
var<uniform> Fog: Fog_t;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    var i_1: Varyings;

    i_1 = i;
    let _e4 = Fog.fogColor;
    let _e7 = i_1.color;
    let _e10 = i_1.fog;
    let _e15 = i_1.color.w;
    return vec4<f32>(mix(_e4.xyz, _e7.xyz, vec3(_e10)), _e15);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) color: vec4<f32>, @location(1) fog: f32) -> @location(0) vec4<f32> {
    let _e4 = PSMain_1(Varyings(position, color, fog));
    return _e4;
}
