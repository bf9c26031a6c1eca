fn PSMain_1(pos_1: vec4<f32>, lit_1: bool, mask_1: vec2<bool>) -> vec4<f32> {
    var sel: i32;
    var sel_1: i32;
    var sel_2: i32;

    if lit_1 {
        sel = 1i;
    } else {
        sel = 0i;
    }
    let _e6 = sel;
    if mask_1.x {
        sel_1 = 1i;
    } else {
        sel_1 = 0i;
    }
    let _e12 = sel_1;
    if mask_1.y {
        sel_2 = 1i;
    } else {
        sel_2 = 0i;
    }
    let _e18 = sel_2;
    return vec4<f32>(f32(_e6), f32(_e12), f32(_e18), 1f);
}

@fragment 
fn PSMain(@builtin(position) pos: vec4<f32>, @location(0) @interpolate(flat) lit: u32, @location(1) @interpolate(flat) mask: vec2<u32>) -> @location(0) vec4<f32> {
    let _e8 = PSMain_1(pos, (lit != 0u), (mask != vec2(0u)));
    return _e8;
}
