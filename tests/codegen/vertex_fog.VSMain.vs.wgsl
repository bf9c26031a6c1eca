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
    var o: Varyings;

    let _e5 = Fog.worldView;
    let view = (vec4<f32>(position_1, 1f) * transpose(_e5));
    let _e14 = Fog.fogDensity;
    let d = (length(view.xyz) * _e14);
    o = Varyings();
    let _e20 = Fog.projection;
    o.position = (view * transpose(_e20));
    o.color = color_1;
    o.fog = saturate(exp((-(d) * d)));
    let _e29 = o;
    return _e29;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) color: vec4<f32>) -> VSMain_out {
    let _e2 = VSMain_1(position, color);
    return VSMain_out(_e2.position, _e2.color, _e2.fog);
}
