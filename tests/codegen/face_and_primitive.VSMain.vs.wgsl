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
    var position_2: vec3<f32>;
    var normal_2: vec3<f32>;
    var o: Varyings;

    position_2 = position_1;
    normal_2 = normal_1;
    o = Varyings();
    let _e9 = Camera.mvp;
    let _e11 = position_2;
    o.position = (vec4<f32>(_e11, 1f) * transpose(_e9));
    let _e16 = normal_2;
    o.normal = _e16;
    let _e17 = o;
    return _e17;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, normal);
    return VSMain_out(_e2.position, _e2.normal);
}
