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
    let _e3 = Fog.fogColor;
    return vec4<f32>(mix(_e3.xyz, i.color.xyz, vec3(i.fog)), i.color.w);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) color: vec4<f32>, @location(1) fog: f32) -> @location(0) vec4<f32> {
    let _e4 = PSMain_1(Varyings(position, color, fog));
    return _e4;
}
