struct a_t {
    data: array<f32>,
}

struct b_t {
    data: array<f32>,
}

@group(0) @binding(0) 
var<storage, read_write> a: a_t;
@group(0) @binding(1) 
var<storage, read_write> b: b_t;

fn Pick() {
    return;
}

fn Put(i: u32, v: f32) {
    a.data[i] = v;
}

fn Put_1(i_1: u32, v_1: f32) {
    b.data[i_1] = v_1;
}

fn main_1(id_1: vec3<u32>) {
    Put(id_1.x, 1f);
    Put_1(id_1.x, 2f);
    Pick();
    let _e15 = b.data[id_1.x];
    a.data[(id_1.x + 1u)] = _e15;
    Pick();
    Put_1(0u, 3f);
}

@compute @workgroup_size(1, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
