struct Fog_t {
    worldView: mat4x4<f32>,
    projection: mat4x4<f32>,
    fogColor: vec4<f32>,
    fogDensity: f32,
}

struct Varyings {
    position: vec4<f32>,
    color: vec4<f32>,
    fog: f32,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) color: vec4<f32>,
    @location(1) fog: f32,
}

@group(0) @binding(0) 
var<uniform> Fog: Fog_t;

fn VSMain_1(position_1: vec3<f32>, color_1: vec4<f32>) -> Varyings {
    var position_2: vec3<f32>;
    var color_2: vec4<f32>;
    var view: vec4<f32>;
    var d: f32;
    var o: Varyings;

    position_2 = position_1;
    color_2 = color_1;
    let _e9 = Fog.worldView;
    let _e11 = position_2;
    view = (vec4<f32>(_e11, 1f) * transpose(_e9));
    let _e15 = view;
    let _e20 = Fog.fogDensity;
    d = (length(_e15.xyz) * _e20);
    o = Varyings();
    let _e26 = Fog.projection;
    let _e28 = view;
    o.position = (_e28 * transpose(_e26));
    let _e31 = color_2;
    o.color = _e31;
    let _e33 = d;
    let _e35 = d;
    o.fog = saturate(exp((-(_e33) * _e35)));
    let _e39 = o;
    return _e39;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) color: vec4<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, color);
    return VSMain_out(_e2.position, _e2.color, _e2.fog);
}
