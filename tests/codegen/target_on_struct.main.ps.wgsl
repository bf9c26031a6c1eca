struct Colors {
    lit: vec4<f32>,
    motion: vec2<f32>,
}

struct main_out {
    @location(2) lit: vec4<f32>,
    @location(3) motion: vec2<f32>,
    @location(0) base: vec4<f32>,
}

fn main_1(pos_1: vec4<f32>, base_1: ptr<function, vec4<f32>>) -> Colors {
    var c: Colors;

    c = Colors();
    c.lit = pos_1;
    c.motion = (pos_1.xy * vec2(0.5f));
    (*base_1) = vec4(1f);
    let _e12 = c;
    return _e12;
}

@fragment 
fn main(@builtin(position) pos: vec4<f32>) -> main_out {
    var base: vec4<f32>;

    let _e2 = main_1(pos, (&base));
    let _e5 = base;
    return main_out(_e2.lit, _e2.motion, _e5);
}
