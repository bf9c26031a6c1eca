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
    let _e4 = textureSample(normalMap, mapSampler, i.uv);
    let tn = ((_e4.xyz * vec3(2f)) - vec3(1f));
    let tbn = mat3x3<f32>(normalize(i.tangent), normalize(i.bitangent), normalize(i.normal));
    let n = normalize((tbn * tn));
    let _e23 = Transforms.lightDir;
    return vec4<f32>(vec3(saturate(dot(n, -(_e23)))), 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>, @location(1) tangent: vec3<f32>, @location(2) bitangent: vec3<f32>, @location(3) normal: vec3<f32>) -> @location(0) vec4<f32> {
    let _e6 = PSMain_1(Varyings(position, uv, tangent, bitangent, normal));
    return _e6;
}
