struct words_t {
    data: array<u32>,
}

struct weights_t {
    data: array<f32>,
}

struct PSInput {
    position: vec4<f32>,
    uv: vec2<f32>,
}

@group(0) @binding(0) 
var albedo: texture_2d<f32>;
@group(0) @binding(1) 
var detail: texture_2d<f32>;
@group(0) @binding(10) 
var linearWrap: sampler;
@group(0) @binding(2) 
var layers: texture_2d_array<f32>;
@group(0) @binding(20) 
var result: texture_storage_2d<rgba32float,write>;
@group(0) @binding(3) 
var<storage> words: words_t;
@group(0) @binding(4) 
var<storage> weights: weights_t;

fn PSMain_1(input: PSInput) -> vec4<f32> {
    let a = textureSample(albedo, linearWrap, input.uv);
    let _e12 = textureSampleBias(detail, linearWrap, (input.uv * vec2(4f)), 0.5f);
    let d = ((_e12.xyz * vec3(2f)) - vec3(1f));
    let w = step(0.5f, a.w);
    return vec4<f32>((a.xyz + (d * vec3(w))), a.w);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(PSInput(position, uv));
    return _e3;
}
