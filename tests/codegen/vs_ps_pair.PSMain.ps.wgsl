struct VSOutput {
    position: vec4<f32>,
    uv: vec2<f32>,
}

fn PSMain_1(input: VSOutput) -> vec4<f32> {
    return vec4<f32>(input.uv, 0f, 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(VSOutput(position, uv));
    return _e3;
}
