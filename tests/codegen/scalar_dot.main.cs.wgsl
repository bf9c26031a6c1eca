struct ints_t {
    data: array<i32>,
}

struct floats_t {
    data: array<f32>,
}

@group(0) @binding(0) 
var<storage, read_write> ints: ints_t;
@group(0) @binding(1) 
var<storage, read_write> floats: floats_t;

fn main_1() {
    let a = ints.data[0i];
    let b = ints.data[1i];
    let _e18 = ints.data[3i];
    ints.data[2i] = ((a * _e18) + (b * b));
    let _e30 = floats.data[1i];
    let _e35 = floats.data[2i];
    let _e44 = floats.data[3i];
    floats.data[0i] = ((_e30 * _e35) + dot(vec2<f32>(1f, 2f), vec2<f32>(_e44, 4f)));
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
