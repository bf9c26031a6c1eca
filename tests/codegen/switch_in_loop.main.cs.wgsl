struct input_t {
    data: array<i32>,
}

struct output_t {
    data: array<i32>,
}

@group(0) @binding(0) 
var<storage> input: input_t;
@group(0) @binding(1) 
var<storage, read_write> output: output_t;

fn main_1(id_1: vec3<u32>) {
    var acc: i32;
    var i: i32;

    let x = input.data[id_1.x];
    acc = 0i;
    i = 0i;
    loop {
        let _e10 = i;
        if !((_e10 < 4i)) {
            break;
        }
        let _e14 = i;
        switch ((x + _e14) % 4i) {
            case 0: {
                continue;
            }
            case 1, 2: {
                let _e20 = i;
                let _e22 = acc;
                acc = (_e22 + ((x * 10i) + _e20));
                break;
            }
            default: {
                let _e25 = acc;
                acc = (_e25 - 1i);
            }
        }
        let _e28 = acc;
        acc = (_e28 + 1000i);
        continuing {
            let _e30 = i;
            i = (_e30 + 1i);
        }
    }
    switch id_1.x {
        case 7u: {
            let _e34 = acc;
            acc = -(_e34);
            break;
        }
        default: {
        }
    }
    let _e40 = acc;
    output.data[id_1.x] = _e40;
}

@compute @workgroup_size(8, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
