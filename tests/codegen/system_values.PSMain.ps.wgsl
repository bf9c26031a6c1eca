struct Camera_t {
    viewProj: array<mat4x4<f32>, 2>,
    planes: array<vec4<f32>, 3>,
}

struct Position {
    value: vec4<f32>,
}

struct PixelIn {
    position: Position,
    uv: vec2<f32>,
    screen: vec2<f32>,
}

struct PixelOut {
    color: vec4<f32>,
    depth: f32,
}

struct PSMain_out {
    @location(0) color: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(0) @binding(0) 
var<uniform> Camera: Camera_t;

fn PSMain_1(i: PixelIn, bary_1: vec3<f32>, view_1: u32) -> PixelOut {
    var o: PixelOut;

    o = PixelOut();
    let edge = min(bary_1.x, min(bary_1.y, bary_1.z));
    o.color = vec4<f32>((i.uv + i.screen), edge, f32(view_1));
    o.depth = (i.position.value.z + (0.01f * (1f - edge)));
    let _e25 = o;
    return _e25;
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) uv: vec2<f32>, @location(1) @interpolate(linear, centroid) screen: vec2<f32>, @builtin(barycentric_no_perspective) bary: vec3<f32>, @builtin(view_index) view: u32) -> PSMain_out {
    let _e13 = PSMain_1(PixelIn(Position(position), uv, screen), vec3<f32>(bary.x, bary.y, (1f - (bary.x + bary.y))), view);
    return PSMain_out(_e13.color, _e13.depth);
}
