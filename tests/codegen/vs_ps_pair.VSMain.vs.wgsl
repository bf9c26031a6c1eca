struct VSInput {
    position: vec3<f32>,
    uv: vec2<f32>,
}

struct VSOutput {
    position: vec4<f32>,
    uv: vec2<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
}

fn VSMain_1(input: VSInput) -> VSOutput {
    var input_1: VSInput;
    var output: VSOutput;

    input_1 = input;
    output = VSOutput();
    let _e6 = input_1.position;
    output.position = vec4<f32>(_e6, 1f);
    let _e11 = input_1.uv;
    output.uv = _e11;
    let _e12 = output;
    return _e12;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) uv: vec2<f32>) -> VSMain_out {
    let _e3 = VSMain_1(VSInput(position, uv));
    return VSMain_out(_e3.position, _e3.uv);
}
