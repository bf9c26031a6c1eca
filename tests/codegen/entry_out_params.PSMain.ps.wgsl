struct PSMain_out {
    @location(0) PSMain: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

fn PSMain_1(p_1: vec4<f32>, uv_1: vec2<f32>, depth_1: ptr<function, f32>) -> vec4<f32> {
    (*depth_1) = 0.5f;
    return vec4<f32>(uv_1, 0f, 1f);
}

@fragment 
fn PSMain(@builtin(position) p: vec4<f32>, @location(0) uv: vec2<f32>) -> PSMain_out {
    var depth: f32;

    let _e3 = PSMain_1(p, uv, (&depth));
    let _e4 = depth;
    return PSMain_out(_e3, _e4);
}
