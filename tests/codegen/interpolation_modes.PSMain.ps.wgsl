struct Camera_t {
    mvp: mat4x4<f32>,
}

struct Varyings {
    position: vec4<f32>,
    material: u32,
    flatColor: vec4<f32>,
    screenUV: vec2<f32>,
    uv: vec2<f32>,
    normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    var i_1: Varyings;
    var checker: f32;
    var c: vec3<f32>;
    var sel: f32;

    i_1 = i;
    let _e6 = i_1.uv.x;
    let _e12 = i_1.uv.y;
    checker = (fract(((floor((_e6 * 8f)) + floor((_e12 * 8f))) * 0.5f)) * 2f);
    let _e23 = i_1.flatColor;
    let _e27 = checker;
    let _e33 = i_1.material;
    if (_e33 == 0u) {
        sel = 1f;
    } else {
        sel = 0.5f;
    }
    let _e39 = sel;
    c = ((_e23.xyz * vec3((0.5f + (0.5f * _e27)))) * vec3(_e39));
    let _e42 = c;
    let _e46 = i_1.normal;
    let _e54 = i_1.screenUV;
    return vec4<f32>(((_e42 * vec3((0.75f + (0.25f * normalize(_e46).y)))) + (_e54.xyx * vec3(0.1f))), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) @interpolate(flat) material: u32, @location(1) @interpolate(flat) flatColor: vec4<f32>, @location(2) @interpolate(linear) screenUV: vec2<f32>, @location(3) @interpolate(perspective, centroid) uv: vec2<f32>, @location(4) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e7 = PSMain_1(Varyings(position, material, flatColor, screenUV, uv, normal));
    return _e7;
}
