struct VSMain_out {
    @location(0) uv: vec2<f32>,
    @builtin(position) opos: vec4<f32>,
}

fn VSMain_1(pos_1: vec3<f32>, uv_2: ptr<function, vec2<f32>>, opos_1: ptr<function, vec4<f32>>) {
    (*opos_1) = vec4<f32>(pos_1, 1f);
    let _e5 = (*uv_2);
    (*uv_2) = (_e5 * vec2(2f));
}

@vertex 
fn VSMain(@location(0) pos: vec3<f32>, @location(1) uv: vec2<f32>) -> VSMain_out {
    var uv_1: vec2<f32>;
    var opos: vec4<f32>;

    uv_1 = uv;
    VSMain_1(pos, (&uv_1), (&opos));
    let _e4 = uv_1;
    let _e5 = opos;
    return VSMain_out(_e4, _e5);
}
