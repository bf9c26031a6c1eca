@group(0) @binding(0) 
var colorSamples: texture_multisampled_2d<f32>;

fn VSMain_1(id_1: u32) -> vec4<f32> {
    let uv = vec2<f32>(f32(((id_1 << (1u & 31u)) & 2u)), f32((id_1 & 2u)));
    return vec4<f32>(((uv * vec2<f32>(2f, -2f)) + vec2<f32>(-1f, 1f)), 0f, 1f);
}

@vertex 
fn VSMain(@builtin(vertex_index) id: u32) -> @builtin(position) vec4<f32> {
    let _e1 = VSMain_1(id);
    return _e1;
}
