struct Camera_t {
    mvp: mat4x4<f32>,
}

struct Varyings {
    position: vec4<f32>,
    material: u32,
    flatColor: vec4<f32>,
    screenUV: vec2<f32>,
    uv: vec2<f32>,
    normal: vec3<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) @interpolate(flat) material: u32,
    @location(1) @interpolate(flat) flatColor: vec4<f32>,
    @location(2) @interpolate(linear) screenUV: vec2<f32>,
    @location(3) @interpolate(perspective, centroid) uv: vec2<f32>,
    @location(4) normal: vec3<f32>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn VSMain_1(position_1: vec3<f32>, normal_1: vec3<f32>, uv_1: vec2<f32>, material_1: u32, color_1: vec4<f32>) -> Varyings {
    var position_2: vec3<f32>;
    var normal_2: vec3<f32>;
    var uv_2: vec2<f32>;
    var material_2: u32;
    var color_2: vec4<f32>;
    var o: Varyings;

    position_2 = position_1;
    normal_2 = normal_1;
    uv_2 = uv_1;
    material_2 = material_1;
    color_2 = color_1;
    o = Varyings();
    let _e15 = Camera.mvp;
    let _e17 = position_2;
    o.position = (vec4<f32>(_e17, 1f) * transpose(_e15));
    let _e22 = material_2;
    o.material = _e22;
    let _e24 = color_2;
    o.flatColor = _e24;
    let _e27 = o.position;
    let _e31 = o.position.w;
    o.screenUV = (((_e27.xy / vec2(_e31)) * vec2(0.5f)) + vec2(0.5f));
    let _e41 = uv_2;
    o.uv = _e41;
    let _e43 = normal_2;
    o.normal = _e43;
    let _e44 = o;
    return _e44;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>, @location(2) uv: vec2<f32>, @location(3) material: u32, @location(4) color: vec4<f32>) -> VSMain_out {
    let _e5 = VSMain_1(position, normal, uv, material, color);
    return VSMain_out(_e5.position, _e5.material, _e5.flatColor, _e5.screenUV, _e5.uv, _e5.normal);
}
