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
    var sel: vec3<f32>;
    var sel_1: f32;
    var sel_2: vec4<f32>;

    if front_1 {
        sel = i.normal;
    } else {
        sel = -(i.normal);
    }
    let _e7 = sel;
    let n = normalize(_e7);
    if ((primitive_1 & 1u) != 0u) {
        sel_1 = 0.9f;
    } else {
        sel_1 = 1f;
    }
    let stripe = sel_1;
    if front_1 {
        let _e20 = Camera.frontColor;
        sel_2 = _e20;
    } else {
        let _e23 = Camera.backColor;
        sel_2 = _e23;
    }
    let c = sel_2;
    return vec4<f32>(((c.xyz * vec3((0.5f + (0.5f * n.y)))) * vec3(stripe)), c.w);
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) normal: vec3<f32>, @builtin(front_facing) front: bool, @builtin(primitive_index) primitive: u32) -> @location(0) vec4<f32> {
    let _e5 = PSMain_1(Varyings(position, normal), front, primitive);
    return _e5;
}
