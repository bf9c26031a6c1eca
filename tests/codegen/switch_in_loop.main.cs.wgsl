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
    var id_2: vec3<u32>;
    var x: i32;
    var acc: i32;
    var i: i32;

    id_2 = id_1;
    let _e6 = id_2.x;
    let _e10 = input.data[_e6];
    x = _e10;
    acc = 0i;
    i = 0i;
    loop {
        let _e13 = i;
        if !((_e13 < 4i)) {
            break;
        }
        let _e17 = x;
        let _e18 = i;
        switch ((_e17 + _e18) % 4i) {
            case 0: {
                continue;
            }
            case 1, 2: {
                let _e22 = x;
                let _e25 = i;
                let _e27 = acc;
                acc = (_e27 + ((_e22 * 10i) + _e25));
                break;
            }
            default: {
                let _e30 = acc;
                acc = (_e30 - 1i);
            }
        }
        let _e33 = acc;
        acc = (_e33 + 1000i);
        continuing {
            let _e35 = i;
            i = (_e35 + 1i);
        }
    }
    let _e39 = id_2.x;
    switch _e39 {
        case 7u: {
            let _e40 = acc;
            acc = -(_e40);
            break;
        }
        default: {
        }
    }
    let _e43 = id_2.x;
    let _e47 = acc;
    output.data[_e43] = _e47;
}

@compute @workgroup_size(8, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    main_1(id);
    return;
}
