struct Post_t {
    invGamma: f32,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
}

@group(0) @binding(2) 
var<uniform> Post: Post_t;
@group(0) @binding(0) 
var source: texture_2d<f32>;
@group(0) @binding(1) 
var linearClamp: sampler;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    let _e5 = textureSampleLevel(source, linearClamp, i.uv, 0f);
    let c = _e5.xyz;
    let _e9 = Post.invGamma;
    return vec4<f32>(pow(c, vec3(_e9)), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, uv));
    return _e3;
}
