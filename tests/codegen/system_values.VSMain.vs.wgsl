enable clip_distances;

struct Camera_t {
    viewProj: array<mat4x4<f32>, 2>,
    planes: array<vec4<f32>, 3>,
}

struct Position {
    value: vec4<f32>,
}

struct Varyings {
    position: Position,
    uv: vec2<f32>,
    sideClip: vec2<f32>,
    frontClip: f32,
    farClip: array<f32, 1>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @builtin(clip_distances) clip_distances: array<f32, 4>,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn VSMain_1(position_1: vec3<f32>, uv_1: vec2<f32>, view_1: u32) -> Varyings {
    var o: Varyings;

    let world = vec4<f32>(position_1, 1f);
    o = Varyings();
    let _e12 = Camera.viewProj[view_1];
    o.position.value = (world * transpose(_e12));
    o.uv = uv_1;
    let _e20 = Camera.planes[0];
    o.frontClip = dot(_e20, world);
    let _e26 = Camera.planes[1];
    let _e31 = Camera.planes[1];
    o.sideClip = vec2<f32>(dot(_e26, world), -(dot(_e31, world)));
    let _e40 = Camera.planes[2];
    o.farClip[0] = dot(_e40, world);
    let _e42 = o;
    return _e42;
}

@vertex 
fn VSMain(@location(0) position: vec3<f32>, @location(1) uv: vec2<f32>, @builtin(view_index) view: u32) -> VSMain_out {
    let _e3 = VSMain_1(position, uv, view);
    return VSMain_out(_e3.position.value, _e3.uv, array<f32, 4>(_e3.frontClip, _e3.sideClip.x, _e3.sideClip.y, _e3.farClip[0]));
}
