struct o_t {
    data: array<vec2<f32>>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1() {
    var v: vec2<f32>;
    var w: vec2<f32>;

    let _e6 = o.data[0i];
    v = _e6;
    let _e7 = v;
    w = _e7;
    let _e12 = w;
    let _e13 = v;
    o.data[1i] = (_e12 + _e13.yx);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
