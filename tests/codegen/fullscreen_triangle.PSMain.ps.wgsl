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
    var i_1: Varyings;
    var c: vec3<f32>;

    i_1 = i;
    let _e4 = i_1.uv;
    let _e8 = textureSampleLevel(source, linearClamp, _e4, 0f);
    c = _e8.xyz;
    let _e10 = c;
    let _e13 = Post.invGamma;
    return vec4<f32>(pow(_e10, vec3(_e13)), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(Varyings(position, uv));
    return _e3;
}
