struct In {
    color: vec4<f32>,
    position: vec3<f32>,
}

struct Out {
    position: vec4<f32>,
    color: vec4<f32>,
    uv: array<vec2<f32>, 2>,
}

struct main_out {
    @builtin(position) position: vec4<f32>,
    @location(2) color: vec4<f32>,
    @location(5) uv_0_: vec2<f32>,
    @location(6) uv_1_: vec2<f32>,
}

fn main_1(i: In) -> Out {
    var o: Out;

    o = Out();
    o.position = vec4<f32>(i.position, 1f);
    o.color = i.color;
    o.uv[0] = i.position.xy;
    o.uv[1] = i.color.zw;
    let _e17 = o;
    return _e17;
}

@vertex 
fn main(@location(3) color: vec4<f32>, @location(0) position: vec3<f32>) -> main_out {
    let _e3 = main_1(In(color, position));
    return main_out(_e3.position, _e3.color, _e3.uv[0], _e3.uv[1]);
}
