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
    var input_1: PSInput;
    var a: vec4<f32>;
    var d: vec3<f32>;
    var w: f32;

    input_1 = input;
    let _e6 = input_1.uv;
    let _e9 = textureSample(albedo, linearWrap, _e6);
    a = _e9;
    let _e11 = input_1.uv;
    let _e18 = textureSampleBias(detail, linearWrap, (_e11 * vec2(4f)), 0.5f);
    d = ((_e18.xyz * vec3(2f)) - vec3(1f));
    let _e28 = a.w;
    w = step(0.5f, _e28);
    let _e30 = a;
    let _e32 = d;
    let _e33 = w;
    let _e38 = a.w;
    return vec4<f32>((_e30.xyz + (_e32 * vec3(_e33))), _e38);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(PSInput(position, uv));
    return _e3;
}
