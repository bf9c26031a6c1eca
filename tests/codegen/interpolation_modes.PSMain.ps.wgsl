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
    var sel: f32;

    let checker = (fract(((floor((i.uv.x * 8f)) + floor((i.uv.y * 8f))) * 0.5f)) * 2f);
    if (i.material == 0u) {
        sel = 1f;
    } else {
        sel = 0.5f;
    }
    let _e31 = sel;
    let c = ((i.flatColor.xyz * vec3((0.5f + (0.5f * checker)))) * vec3(_e31));
    return vec4<f32>(((c * vec3((0.75f + (0.25f * normalize(i.normal).y)))) + (i.screenUV.xyx * vec3(0.1f))), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) @interpolate(flat) material: u32, @location(1) @interpolate(flat) flatColor: vec4<f32>, @location(2) @interpolate(linear) screenUV: vec2<f32>, @location(3) @interpolate(perspective, centroid) uv: vec2<f32>, @location(4) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e7 = PSMain_1(Varyings(position, material, flatColor, screenUV, uv, normal));
    return _e7;
}
