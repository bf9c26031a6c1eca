struct push_t {
    tint: vec4<f32>,
    scale: vec2<f32>,
    count: u32,
    gain: array<f32, 3>,
}

struct o_t {
    data: array<vec4<f32>>,
}

var<immediate> push: push_t;
@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1(i_1: u32) {
    let _e6 = push.tint;
    let _e10 = push.scale.x;
    let _e18 = push.gain[(i_1 % 3u)];
    let _e23 = push.count;
    o.data[i_1] = (((_e6 * vec4(_e10)) * vec4(_e18)) + vec4(f32(_e23)));
}

@compute @workgroup_size(4, 1, 1) 
fn main(@builtin(global_invocation_id) i: vec3<u32>) {
    main_1(i.x);
    return;
}
