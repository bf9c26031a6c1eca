struct words_t {
    data: array<u32>,
}

struct weights_t {
    data: array<f32>,
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

fn CSMain_1(id_1: vec3<u32>) {
    var width: u32;
    var height: u32;
    var dimensions: vec4<u32>;
    var c: vec4<f32>;
    var sc: bool;

    width = u32();
    height = u32();
    let _e9 = textureDimensions(result);
    dimensions = vec4<u32>(_e9.x, _e9.y, 1u, 1u);
    let _e14 = dimensions.x;
    width = _e14;
    let _e16 = dimensions.y;
    height = _e16;
    let _e18 = width;
    let _e19 = (id_1.x >= _e18);
    sc = _e19;
    if _e19 {
    } else {
        let _e22 = height;
        sc = (id_1.y >= _e22);
    }
    let _e24 = sc;
    if _e24 {
        return;
    }
    let _e30 = width;
    let _e32 = height;
    let uv = ((vec2<f32>(id_1.xy) + vec2(0.5f)) / vec2<f32>(f32(_e30), f32(_e32)));
    let _e39 = vec3<i32>(vec2<i32>(id_1.xy), 0i);
    let _e43 = textureLoad(albedo, _e39.xy, _e39.z);
    let _e47 = textureLoad(albedo, id_1.xy, 0i);
    c = (_e43 + _e47);
    let _e52 = textureSampleLevel(detail, linearWrap, uv, 0f);
    let _e53 = c;
    c = (_e53 + _e52);
    let _e57 = vec3<f32>(uv, 1f);
    let _e65 = textureSampleLevel(layers, linearWrap, _e57.xy, i32(round(_e57.z)), 0f);
    let _e67 = c.x;
    c.x = (_e67 + _e65.x);
    let _e78 = words.data[((id_1.x * 4u) >> 2u)];
    let _e84 = weights.data[id_1.y];
    let _e86 = c.y;
    c.y = (_e86 + (bitcast<f32>(_e78) + _e84));
    let _e90 = c;
    textureStore(result, id_1.xy, _e90);
}

@compute @workgroup_size(8, 8, 1) 
fn CSMain(@builtin(global_invocation_id) id: vec3<u32>) {
    CSMain_1(id);
    return;
}
