struct Camera_t {
    mvp: mat4x4<f32>,
    frontColor: vec4<f32>,
    backColor: vec4<f32>,
}

struct Varyings {
    position: vec4<f32>,
    normal: vec3<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn VSMain_1(position_1: vec3<f32>, normal_1: vec3<f32>) -> Varyings {
    var o: Varyings;

    o = Varyings();
    let _e7 = Camera.mvp;
    o.position = (vec4<f32>(position_1, 1f) * transpose(_e7));
    o.normal = normal_1;
    let _e13 = o;
    return _e13;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, normal);
    return VSMain_out(_e2.position, _e2.normal);
}
