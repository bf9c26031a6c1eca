enable dual_source_blending;

struct Out {
    color: vec4<f32>,
    blend: vec4<f32>,
}

struct main_out {
    @location(0) @blend_src(0) color: vec4<f32>,
    @location(0) @blend_src(1) blend: vec4<f32>,
}

fn main_1(c_1: vec4<f32>) -> Out {
    var o: Out;

    o = Out();
    o.color = c_1;
    o.blend = (vec4(1f) - c_1);
    let _e8 = o;
    return _e8;
}

@fragment 
fn main(@location(0) c: vec4<f32>) -> main_out {
    let _e1 = main_1(c);
    return main_out(_e1.color, _e1.blend);
}
