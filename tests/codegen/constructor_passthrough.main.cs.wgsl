struct o_t {
    data: array<vec2<f32>>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1() {
    let v = o.data[0i];
    o.data[1i] = (v + v.yx);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
