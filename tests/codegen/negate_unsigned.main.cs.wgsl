struct o_t {
    data: array<u32>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1() {
    var v: vec2<u32>;

    let _e5 = o.data[1i];
    v = vec2<u32>(_e5, 5u);
    let _e16 = o.data[0i];
    o.data[0i] = (0u - _e16);
    let _e19 = v;
    v = (vec2(0u) - _e19);
    let _e28 = v.x;
    let _e30 = v.y;
    o.data[1i] = (_e28 + _e30);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
