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

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) tangent: vec3<f32>,
    @location(2) bitangent: vec3<f32>,
    @location(3) normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Transforms: Transforms_t;
@group(0) @binding(1) 
var normalMap: texture_2d<f32>;
@group(0) @binding(2) 
var mapSampler: sampler;

fn VSMain_1(position_1: vec3<f32>, normal_1: vec3<f32>, tangent_1: vec4<f32>, uv_1: vec2<f32>) -> Varyings {
    var o: Varyings;

    o = Varyings();
    let _e9 = Transforms.viewProj;
    let _e13 = Transforms.world;
    o.position = ((vec4<f32>(position_1, 1f) * transpose(_e13)) * transpose(_e9));
    let _e22 = Transforms.world;
    let _e29 = Transforms.world;
    let _e36 = Transforms.world;
    o.normal = (normal_1 * mat3x3<f32>(transpose(_e22)[0u].xyz, transpose(_e29)[1u].xyz, transpose(_e36)[2u].xyz));
    let _e46 = Transforms.world;
    let _e53 = Transforms.world;
    let _e60 = Transforms.world;
    o.tangent = (tangent_1.xyz * mat3x3<f32>(transpose(_e46)[0u].xyz, transpose(_e53)[1u].xyz, transpose(_e60)[2u].xyz));
    let _e70 = o.normal;
    let _e72 = o.tangent;
    o.bitangent = (cross(_e70, _e72) * vec3(tangent_1.w));
    o.uv = uv_1;
    let _e78 = o;
    return _e78;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>, @location(2) tangent: vec4<f32>, @location(3) uv: vec2<f32>) -> VSMain_out {
    let _e4 = VSMain_1(position, normal, tangent, uv);
    return VSMain_out(_e4.position, _e4.uv, _e4.tangent, _e4.bitangent, _e4.normal);
}
