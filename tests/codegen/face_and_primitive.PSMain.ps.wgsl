enable primitive_index;

struct Camera_t {
    mvp: mat4x4<f32>,
    frontColor: vec4<f32>,
    backColor: vec4<f32>,
}

struct Varyings {
    position: vec4<f32>,
    normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn PSMain_1(i: Varyings, front_1: bool, primitive_1: u32) -> vec4<f32> {
    var i_1: Varyings;
    var front_2: bool;
    var primitive_2: u32;
    var n: vec3<f32>;
    var stripe: f32;
    var c: vec4<f32>;
    var sel: vec3<f32>;
    var sel_1: f32;
    var sel_2: vec4<f32>;

    i_1 = i;
    front_2 = front_1;
    primitive_2 = primitive_1;
    let _e9 = front_2;
    if _e9 {
        let _e12 = i_1.normal;
        sel = _e12;
    } else {
        let _e14 = i_1.normal;
        sel = -(_e14);
    }
    let _e16 = sel;
    n = normalize(_e16);
    let _e18 = primitive_2;
    if ((_e18 & 1u) != 0u) {
        sel_1 = 0.9f;
    } else {
        sel_1 = 1f;
    }
    let _e26 = sel_1;
    stripe = _e26;
    let _e27 = front_2;
    if _e27 {
        let _e31 = Camera.frontColor;
        sel_2 = _e31;
    } else {
        let _e34 = Camera.backColor;
        sel_2 = _e34;
    }
    let _e35 = sel_2;
    c = _e35;
    let _e36 = c;
    let _e41 = n.y;
    let _e46 = stripe;
    let _e50 = c.w;
    return vec4<f32>(((_e36.xyz * vec3((0.5f + (0.5f * _e41)))) * vec3(_e46)), _e50);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) normal: vec3<f32>, @builtin(front_facing) front: bool, @builtin(primitive_index) primitive: u32) -> @location(0) vec4<f32> {
    let _e5 = PSMain_1(Varyings(position, normal), front, primitive);
    return _e5;
}
