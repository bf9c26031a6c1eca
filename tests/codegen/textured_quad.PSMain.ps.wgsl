struct Screen_t {
    invViewport: vec2<f32>,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
    color: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> Screen: Screen_t;
@group(1) @binding(0) 
var image: texture_2d<f32>;
@group(2) @binding(0) 
var imageSampler: sampler;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    let _e4 = textureSample(image, imageSampler, i.uv);
    return (_e4 * i.color);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>, @location(1) color: vec4<f32>) -> @location(0) vec4<f32> {
    let _e4 = PSMain_1(Varyings(position, uv, color));
    return _e4;
}
