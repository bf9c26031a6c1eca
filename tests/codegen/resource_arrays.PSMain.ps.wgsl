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
    var l_1: Light;
    var albedo_1: vec3<f32>;

    l_1 = l;
    albedo_1 = albedo;
    let _e4 = albedo_1;
    let _e6 = l_1.color;
    let _e9 = l_1.intensity;
    return ((_e4 * _e6) * vec3(_e9));
}

fn PSMain_1(uv_1: vec2<f32>) -> vec4<f32> {
    var uv_2: vec2<f32>;
    var albedo_2: vec3<f32>;
    var c: vec3<f32>;

    uv_2 = uv_1;
    let _e4 = uv_2;
    let _e7 = textureSample(layers_0_, linearWrap, _e4);
    let _e9 = uv_2;
    let _e13 = textureSampleLevel(layers_3_, linearWrap, _e9, 1f);
    albedo_2 = (_e7.xyz * vec3(_e13.w));
    let _e19 = lights_0_.color;
    let _e22 = lights_0_.intensity;
    let _e24 = albedo_2;
    let _e25 = shade(Light(_e19, _e22), _e24);
    let _e28 = lights_1_.color;
    let _e31 = lights_1_.intensity;
    let _e33 = albedo_2;
    let _e34 = shade(Light(_e28, _e31), _e33);
    c = (_e25 + _e34);
    let _e38 = ambient.color;
    let _e41 = ambient.intensity;
    let _e46 = extra.color;
    let _e48 = c;
    c = (_e48 + ((_e38 * vec3(_e41)) + _e46));
    let _e50 = c;
    let _e51 = uv_2;
    let _e54 = textureSample(layers_2_, linearWrap, _e51);
    return vec4<f32>(_e50, _e54.w);
}

@fragment 
fn PSMain(@location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e1 = PSMain_1(uv);
    return _e1;
}
