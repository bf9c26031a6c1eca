enable wgpu_binding_array;

struct ambient_t {
    color: vec3<f32>,
    intensity: f32,
}

struct extra_t {
    color: vec3<f32>,
    intensity: f32,
}

struct lights_0_t {
    color: vec3<f32>,
    intensity: f32,
}

struct Light {
    color: vec3<f32>,
    intensity: f32,
}

@group(1) @binding(5) 
var<uniform> ambient: ambient_t;
@group(0) @binding(11) 
var<uniform> extra: extra_t;
@group(0) @binding(8) 
var<uniform> lights: binding_array<lights_0_t, 2>;
@group(0) @binding(4) 
var linearWrap: sampler;
@group(0) @binding(0) 
var layers: binding_array<texture_2d<f32>, 4>;

fn shade(l: Light, albedo: vec3<f32>) -> vec3<f32> {
    return ((albedo * l.color) * vec3(l.intensity));
}

fn PSMain_1(uv_1: vec2<f32>) -> vec4<f32> {
    var c: vec3<f32>;

    let _e5 = textureSample(layers[0], linearWrap, uv_1);
    let _e11 = textureSampleLevel(layers[3], linearWrap, uv_1, 1f);
    let albedo_1 = (_e5.xyz * vec3(_e11.w));
    let _e18 = lights[0].color;
    let _e22 = lights[0].intensity;
    let _e24 = shade(Light(_e18, _e22), albedo_1);
    let _e28 = lights[1].color;
    let _e32 = lights[1].intensity;
    let _e34 = shade(Light(_e28, _e32), albedo_1);
    c = (_e24 + _e34);
    let _e38 = ambient.color;
    let _e41 = ambient.intensity;
    let _e46 = extra.color;
    let _e48 = c;
    c = (_e48 + ((_e38 * vec3(_e41)) + _e46));
    let _e50 = c;
    let _e54 = textureSample(layers[2], linearWrap, uv_1);
    return vec4<f32>(_e50, _e54.w);
}

@fragment 
fn PSMain(@location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e1 = PSMain_1(uv);
    return _e1;
}
