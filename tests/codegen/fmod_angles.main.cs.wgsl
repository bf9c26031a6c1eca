struct o_t {
    data: array<vec4<f32>>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1() {
    var v: vec4<f32>;

    let _e5 = o.data[0i];
    v = _e5;
    let _e11 = v.x;
    let _e13 = v.y;
    let _e16 = v.z;
    let _e19 = v.w;
    let _e21 = v;
    o.data[1i] = vec4<f32>((_e11 % _e13), radians(_e16), degrees(_e19), (_e21.xy % vec2(2f)).x);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
