struct o_t {
    data: array<f32>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn bump(a: ptr<function, array<f32, 2>>) {
    let _e3 = (*a)[0];
    (*a)[1] = (_e3 + 5f);
}

fn main_1() {
    var arr: array<f32, 2>;
    var arg: array<f32, 2>;

    let _e5 = o.data[0i];
    arr = array<f32, 2>(_e5, 0f);
    let _e9 = arr;
    arg = _e9;
    bump((&arg));
    let _e10 = arg;
    arr = _e10;
    let _e16 = arr[1];
    o.data[1i] = _e16;
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
