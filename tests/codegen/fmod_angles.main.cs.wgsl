struct o_t {
    data: array<vec4<f32>>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;

fn main_1() {
    let v = o.data[0i];
    o.data[1i] = vec4<f32>((v.x % v.y), radians(v.z), degrees(v.w), (v.xy % vec2(2f)).x);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
