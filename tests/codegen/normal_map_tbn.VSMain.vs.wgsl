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
    var position_2: vec3<f32>;
    var normal_2: vec3<f32>;
    var tangent_2: vec4<f32>;
    var uv_2: vec2<f32>;
    var o: Varyings;

    position_2 = position_1;
    normal_2 = normal_1;
    tangent_2 = tangent_1;
    uv_2 = uv_1;
    o = Varyings();
    let _e13 = Transforms.viewProj;
    let _e17 = Transforms.world;
    let _e19 = position_2;
    o.position = ((vec4<f32>(_e19, 1f) * transpose(_e17)) * transpose(_e13));
    let _e27 = Transforms.world;
    let _e34 = Transforms.world;
    let _e41 = Transforms.world;
    let _e47 = normal_2;
    o.normal = (_e47 * mat3x3<f32>(transpose(_e27)[0u].xyz, transpose(_e34)[1u].xyz, transpose(_e41)[2u].xyz));
    let _e52 = Transforms.world;
    let _e59 = Transforms.world;
    let _e66 = Transforms.world;
    let _e72 = tangent_2;
    o.tangent = (_e72.xyz * mat3x3<f32>(transpose(_e52)[0u].xyz, transpose(_e59)[1u].xyz, transpose(_e66)[2u].xyz));
    let _e77 = o.normal;
    let _e79 = o.tangent;
    let _e82 = tangent_2.w;
    o.bitangent = (cross(_e77, _e79) * vec3(_e82));
    let _e86 = uv_2;
    o.uv = _e86;
    let _e87 = o;
    return _e87;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>, @location(2) tangent: vec4<f32>, @location(3) uv: vec2<f32>) -> VSMain_out {
    let _e4 = VSMain_1(position, normal, tangent, uv);
    return VSMain_out(_e4.position, _e4.uv, _e4.tangent, _e4.bitangent, _e4.normal);
}
