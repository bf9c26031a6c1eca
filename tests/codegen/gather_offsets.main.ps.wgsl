@group(0) @binding(0) 
var albedo: texture_2d<f32>;
@group(0) @binding(1) 
var shadow: texture_depth_2d;
@group(0) @binding(2) 
var samp: sampler;
@group(0) @binding(3) 
var cmp: sampler_comparison;

fn main_1(uv_1: vec2<f32>, depth_1: f32) -> vec4<f32> {
    let _e7 = textureGather(1, albedo, samp, uv_1, vec2<i32>(0i, 0i));
    let _e12 = textureGather(1, albedo, samp, uv_1, vec2<i32>(1i, 0i));
    let _e17 = textureGather(1, albedo, samp, uv_1, vec2<i32>(0i, 1i));
    let _e22 = textureGather(1, albedo, samp, uv_1, vec2<i32>(-1i, -1i));
    let g = vec4<f32>(_e7.w, _e12.w, _e17.w, _e22.w);
    let _e30 = textureGatherCompare(shadow, cmp, uv_1, depth_1, vec2<i32>(-2i, 0i));
    let _e35 = textureGatherCompare(shadow, cmp, uv_1, depth_1, vec2<i32>(2i, 0i));
    let _e40 = textureGatherCompare(shadow, cmp, uv_1, depth_1, vec2<i32>(0i, -2i));
    let _e45 = textureGatherCompare(shadow, cmp, uv_1, depth_1, vec2<i32>(0i, 2i));
    let c = vec4<f32>(_e30.w, _e35.w, _e40.w, _e45.w);
    return (g * c);
}

@fragment 
fn main(@location(0) uv: vec2<f32>, @location(1) depth: f32) -> @location(0) vec4<f32> {
    let _e2 = main_1(uv, depth);
    return _e2;
}
