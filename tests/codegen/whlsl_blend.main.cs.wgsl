struct Blend {
    color: vec4<f32>,
    weight: f32,
    mode: u32,
    unused: vec2<f32>,
}

@group(0) @binding(0) 
var<storage> layers: array<Blend>;
@group(0) @binding(1) 
var<storage, read_write> out: array<vec4<f32>>;
@group(0) @binding(2) 
var<storage, read_write> used: atomic<u32>;

fn accumulate(acc_1: ptr<function, vec4<f32>>, c: vec4<f32>, w: f32) {
    var c_1: vec4<f32>;
    var w_1: f32;

    c_1 = c;
    w_1 = w;
    let _e5 = (*acc_1);
    let _e6 = c_1;
    let _e7 = w_1;
    let _e8 = w_1;
    let _e9 = w_1;
    let _e10 = w_1;
    (*acc_1) = (_e5 + (_e6 * vec4<f32>(_e7, _e8, _e9, _e10)));
}

@compute @workgroup_size(32, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var id_1: vec3<u32>;
    var acc: vec4<f32>;
    var b: Blend;
    var sc: bool;

    id_1 = id;
    acc = vec4<f32>();
    let _e9 = id_1.x;
    let _e11 = layers[_e9];
    b = _e11;
    let _e13 = b.mode;
    switch _e13 {
        case 0u: {
            let _e15 = b.color;
            let _e17 = b.weight;
            accumulate((&acc), _e15, _e17);
            let _e19 = b.color;
            accumulate((&acc), _e19, 1f);
            break;
        }
        case 1u: {
            let _e22 = b.color;
            accumulate((&acc), _e22, 1f);
            break;
        }
        default: {
            break;
        }
    }
    let _e25 = b.weight;
    let _e27 = (_e25 > 0f);
    sc = _e27;
    if _e27 {
        let _e30 = acc.w;
        sc = (_e30 != 0f);
    }
    let _e33 = sc;
    if _e33 {
        atomicAdd((&used), 1u);
    }
    let _e36 = id_1.x;
    let _e38 = acc;
    out[_e36] = _e38;
}
