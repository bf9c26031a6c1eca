struct result_t {
    data: array<vec4<f32>>,
}

@group(0) @binding(0) 
var<storage, read_write> result: result_t;

fn twice(t: ptr<function, f32>) {
    let _e2 = (*t);
    (*t) = (_e2 * 2f);
}

fn weigh(scale: f32, x: f32) -> f32 {
    return (scale * x);
}

fn main_1(id_1: vec3<u32>) {
    var acc: f32;
    var t_1: f32;
    var grid: mat2x2<f32>;
    var steps: array<f32, 2>;
    var arg: f32;

    let base = vec3<f32>(f32(id_1.x), 1f, 2f);
    acc = base.x;
    let _e13 = weigh(0.5f, base.y);
    let _e14 = acc;
    acc = (_e14 + _e13);
    t_1 = base.z;
    let _e18 = t_1;
    arg = _e18;
    twice((&arg));
    let _e19 = arg;
    t_1 = _e19;
    grid = mat2x2<f32>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f));
    let row = grid[(id_1.x & 1u)];
    steps = array<f32, 2>(1f, 2f);
    let _e39 = acc;
    let _e40 = t_1;
    let _e46 = steps[(id_1.x & 1u)];
    result.data[id_1.x] = vec4<f32>(_e39, _e40, row.x, _e46);
}

@compute @workgroup_size(8, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
