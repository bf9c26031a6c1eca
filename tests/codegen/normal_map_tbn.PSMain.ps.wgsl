struct Transforms_t {
    world: mat4x4<f32>,
    viewProj: mat4x4<f32>,
    lightDir: vec3<f32>,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
    tangent: vec3<f32>,
    bitangent: vec3<f32>,
    normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Transforms: Transforms_t;
@group(0) @binding(1) 
var normalMap: texture_2d<f32>;
@group(0) @binding(2) 
var mapSampler: sampler;

fn PSMain_1(i: Varyings) -> vec4<f32> {
    var i_1: Varyings;
    var tn: vec3<f32>;
    var tbn: mat3x3<f32>;
    var n: vec3<f32>;

    i_1 = i;
    let _e6 = i_1.uv;
    let _e9 = textureSample(normalMap, mapSampler, _e6);
    tn = ((_e9.xyz * vec3(2f)) - vec3(1f));
    let _e18 = i_1.tangent;
    let _e21 = i_1.bitangent;
    let _e24 = i_1.normal;
    tbn = mat3x3<f32>(normalize(_e18), normalize(_e21), normalize(_e24));
    let _e27 = tn;
    let _e28 = tbn;
    n = normalize((_e28 * _e27));
    let _e31 = n;
    let _e34 = Transforms.lightDir;
    return vec4<f32>(vec3(saturate(dot(_e31, -(_e34)))), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>, @location(1) tangent: vec3<f32>, @location(2) bitangent: vec3<f32>, @location(3) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e6 = PSMain_1(Varyings(position, uv, tangent, bitangent, normal));
    return _e6;
}
