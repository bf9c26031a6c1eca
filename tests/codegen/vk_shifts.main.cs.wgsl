struct P_t {
    a: f32,
}

struct input_t {
    data: array<f32>,
}

struct output_t {
    data: array<f32>,
}

struct other_t {
    data: array<f32>,
}

struct scratch_t {
    data: array<f32>,
}

struct pinned_t {
    data: array<f32>,
}

@group(1) @binding(30) 
var<uniform> P: P_t;
@group(0) @binding(10) 
var<storage> input: input_t;
@group(0) @binding(20) 
var<storage, read_write> output: output_t;
@group(2) @binding(21) 
var<storage, read_write> other: other_t;
@group(0) @binding(0) 
var<storage, read_write> scratch: scratch_t;
@group(4) @binding(3) 
var<storage, read_write> pinned: pinned_t;

fn main_1() {
    let _e6 = P.a;
    let _e11 = input.data[0i];
    output.data[0i] = (_e6 + _e11);
    other.data[0i] = 1f;
    scratch.data[0i] = 2f;
    pinned.data[0i] = 3f;
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
