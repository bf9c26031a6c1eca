struct o_t {
    data: array<f32>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1() {
    o.data[0i] = 1f;
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
