struct input_t {
    data: array<f32>,
}

struct more_t {
    data: array<f32>,
}

struct output_t {
    data: array<f32>,
}

struct scratch_t {
    data: array<f32>,
}

@group(6) @binding(5) 
var<storage> input: input_t;
@group(2) @binding(11) 
var<storage> more: more_t;
@group(0) @binding(0) 
var<storage, read_write> output: output_t;
@group(2) @binding(0) 
var<storage, read_write> scratch: scratch_t;

fn main_1() {
    let _e8 = input.data[0i];
    let _e13 = more.data[0i];
    output.data[0i] = (_e8 + _e13);
    scratch.data[0i] = 1f;
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
