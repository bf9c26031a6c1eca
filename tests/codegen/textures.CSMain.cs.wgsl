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
    var id_2: vec3<u32>;
    var width: u32;
    var height: u32;
    var dimensions: vec4<u32>;
    var uv: vec2<f32>;
    var c: vec4<f32>;
    var sc: bool;

    id_2 = id_1;
    width = u32();
    height = u32();
    let _e11 = textureDimensions(result);
    dimensions = vec4<u32>(_e11.x, _e11.y, 1u, 1u);
    let _e16 = dimensions.x;
    width = _e16;
    let _e18 = dimensions.y;
    height = _e18;
    let _e20 = id_2.x;
    let _e21 = width;
    let _e22 = (_e20 >= _e21);
    sc = _e22;
    if _e22 {
    } else {
        let _e25 = id_2.y;
        let _e26 = height;
        sc = (_e25 >= _e26);
    }
    let _e28 = sc;
    if _e28 {
        return;
    }
    let _e29 = id_2;
    let _e35 = width;
    let _e37 = height;
    uv = ((vec2<f32>(_e29.xy) + vec2(0.5f)) / vec2<f32>(f32(_e35), f32(_e37)));
    let _e41 = id_2;
    let _e45 = vec3<i32>(vec2<i32>(_e41.xy), 0i);
    let _e49 = textureLoad(albedo, _e45.xy, _e45.z);
    let _e50 = id_2;
    let _e54 = textureLoad(albedo, _e50.xy, 0i);
    c = (_e49 + _e54);
    let _e56 = uv;
    let _e60 = textureSampleLevel(detail, linearWrap, _e56, 0f);
    let _e61 = c;
    c = (_e61 + _e60);
    let _e64 = uv;
    let _e66 = vec3<f32>(_e64, 1f);
    let _e74 = textureSampleLevel(layers, linearWrap, _e66.xy, i32(round(_e66.z)), 0f);
    let _e76 = c.x;
    c.x = (_e76 + _e74.x);
    let _e80 = id_2.x;
    let _e88 = words.data[((_e80 * 4u) >> 2u)];
    let _e91 = id_2.y;
    let _e95 = weights.data[_e91];
    let _e97 = c.y;
    c.y = (_e97 + (bitcast<f32>(_e88) + _e95));
    let _e99 = id_2;
    let _e101 = c;
    textureStore(result, _e99.xy, _e101);
}

@compute @workgroup_size(8, 8, 1) 
fn CSMain(@builtin(global_invocation_id) id: vec3<u32>) {
    CSMain_1(id);
    return;
}
