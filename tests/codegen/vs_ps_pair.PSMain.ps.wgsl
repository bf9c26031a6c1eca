struct VSOutput {
    position: vec4<f32>,
    uv: vec2<f32>,
}

fn PSMain_1(input: VSOutput) -> vec4<f32> {
    var input_1: VSOutput;

    input_1 = input;
    let _e3 = input_1.uv;
    return vec4<f32>(_e3, 0f, 1f);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
    let _e3 = PSMain_1(VSOutput(position, uv));
    return _e3;
}
