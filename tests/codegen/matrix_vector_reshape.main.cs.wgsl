struct outputs_t {
    data: array<vec4<f32>>,
}

struct matrices_t {
    data: array<mat2x2<f32>>,
}

struct counter_var_matrices_t {
    counter: atomic<u32>,
}

struct ints_t {
    data: array<vec4<i32>>,
}

@group(0) @binding(0) 
var<storage, read_write> outputs: outputs_t;
@group(0) @binding(1) 
var<storage, read_write> matrices: matrices_t;
@group(0) @binding(2) 
var<storage, read_write> counter_var_matrices: counter_var_matrices_t;
@group(0) @binding(3) 
var<storage, read_write> ints: ints_t;

fn main_1() {
    var reshaped: mat2x2<f32>;
    var consumed: mat2x2<f32>;

    let m = mat2x2<f32>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f));
    let flat = vec4<f32>(m[0u], m[1u]);
    let _e17 = ints.data[0i];
    let _e24 = ints.data[0i];
    let from_ints = mat2x2<f32>(vec4<f32>(_e17).xy, vec4<f32>(_e24).zw);
    let _e29 = vec3(2f);
    let big = mat3x3<f32>(_e29, _e29, _e29);
    let corner = big[0u].x;
    outputs.data[0i] = ((flat + vec4<f32>(from_ints[0u], from_ints[1u])) + vec4(corner));
    let _e53 = atomicSub((&counter_var_matrices.counter), 1u);
    let _e55 = (_e53 - 1u);
    consumed = mat2x2<f32>();
    if (_e55 < arrayLength((&matrices.data))) {
        let _e65 = matrices.data[_e55];
        consumed = _e65;
    }
    let _e66 = consumed;
    reshaped = _e66;
    let _e67 = reshaped;
    let _e71 = reshaped;
    outputs.data[1i] = vec4<f32>(transpose(_e67)[0u], transpose(_e71)[1u]);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
