struct lights_0_t {
    color: vec3<f32>,
    intensity: f32,
}

struct lights_1_t {
    color: vec3<f32>,
    intensity: f32,
}

struct ambient_t {
    color: vec3<f32>,
    intensity: f32,
}

struct extra_t {
    color: vec3<f32>,
    intensity: f32,
}

struct Light {
    color: vec3<f32>,
    intensity: f32,
}

@group(0) @binding(8) 
var<uniform> lights_0_: lights_0_t;
@group(0) @binding(9) 
var<uniform> lights_1_: lights_1_t;
@group(1) @binding(5) 
var<uniform> ambient: ambient_t;
@group(0) @binding(11) 
var<uniform> extra: extra_t;
@group(0) @binding(0) 
var layers_0_: texture_2d<f32>;
@group(0) @binding(1) 
var layers_1_: texture_2d<f32>;
@group(0) @binding(2) 
var layers_2_: texture_2d<f32>;
@group(0) @binding(3) 
var layers_3_: texture_2d<f32>;
@group(0) @binding(4) 
var linearWrap: sampler;

fn shade(l: Light, albedo: vec3<f32>) -> vec3<f32> {
    return ((albedo * l.color) * vec3(l.intensity));
}

fn PSMain_1(uv_1: vec2<f32>) -> vec4<f32> {
    var c: vec3<f32>;

    let _e4 = textureSample(layers_0_, linearWrap, uv_1);
    let _e9 = textureSampleLevel(layers_3_, linearWrap, uv_1, 1f);
    let albedo_1 = (_e4.xyz * vec3(_e9.w));
    let _e15 = lights_0_.color;
    let _e18 = lights_0_.intensity;
    let _e20 = shade(Light(_e15, _e18), albedo_1);
    let _e23 = lights_1_.color;
    let _e26 = lights_1_.intensity;
    let _e28 = shade(Light(_e23, _e26), albedo_1);
    c = (_e20 + _e28);
    let _e32 = ambient.color;
    let _e35 = ambient.intensity;
    let _e40 = extra.color;
    let _e42 = c;
    c = (_e42 + ((_e32 * vec3(_e35)) + _e40));
    let _e44 = c;
    let _e47 = textureSample(layers_2_, linearWrap, uv_1);
    return vec4<f32>(_e44, _e47.w);
}

@fragment 
fn PSMain(@location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e1 = PSMain_1(uv);
    return _e1;
}
