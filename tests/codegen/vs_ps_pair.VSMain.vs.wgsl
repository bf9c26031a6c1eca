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
    var output: VSOutput;

    output = VSOutput();
    output.position = vec4<f32>(input.position, 1f);
    output.uv = input.uv;
    let _e9 = output;
    return _e9;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) uv: vec2<f32>) -> VSMain_out {
    let _e3 = VSMain_1(VSInput(position, uv));
    return VSMain_out(_e3.position, _e3.uv);
}
