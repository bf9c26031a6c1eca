struct VSOut {
    pos: vec4<f32>,
    lit: bool,
    mask: vec2<bool>,
}

struct VSMain_out {
    @builtin(position) pos: vec4<f32>,
    @location(0) @interpolate(flat) lit: u32,
    @location(1) @interpolate(flat) mask: vec2<u32>,
}

fn VSMain_1(p_1: vec4<f32>, visible_1: bool) -> VSOut {
    var o: VSOut;
    var sc: bool;

    o = VSOut();
    o.pos = p_1;
    sc = visible_1;
    if visible_1 {
        sc = (p_1.x > 0f);
    }
    let _e10 = sc;
    o.lit = _e10;
    o.mask = vec2<bool>((p_1.y > 0f), !(visible_1));
    let _e17 = o;
    return _e17;
}

@vertex 
fn VSMain(@location(0) p: vec4<f32>, @location(1) visible: u32) -> VSMain_out {
    let _e4 = VSMain_1(p, (visible != 0u));
    return VSMain_out(_e4.pos, select(0u, 1u, _e4.lit), select(vec2(0u), vec2(1u), _e4.mask));
}
