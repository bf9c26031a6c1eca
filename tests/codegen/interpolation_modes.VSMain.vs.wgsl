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
    var o: Varyings;

    o = Varyings();
    let _e10 = Camera.mvp;
    o.position = (vec4<f32>(position_1, 1f) * transpose(_e10));
    o.material = material_1;
    o.flatColor = color_1;
    let _e19 = o.position;
    let _e23 = o.position.w;
    o.screenUV = (((_e19.xy / vec2(_e23)) * vec2(0.5f)) + vec2(0.5f));
    o.uv = uv_1;
    o.normal = normal_1;
    let _e34 = o;
    return _e34;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>, @location(2) uv: vec2<f32>, @location(3) material: u32, @location(4) color: vec4<f32>) -> VSMain_out {
    let _e5 = VSMain_1(position, normal, uv, material, color);
    return VSMain_out(_e5.position, _e5.material, _e5.flatColor, _e5.screenUV, _e5.uv, _e5.normal);
}
