struct Camera_t {
    viewProj: mat4x4<f32>,
    depthScale: f32,
}

struct Varyings {
    position: vec4<f32>,
    depthOffset: f32,
    color: vec4<f32>,
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

fn PSMain_1(i: Varyings) -> PixelOut {
    var o: PixelOut;

    o = PixelOut();
    o.color = i.color;
    let _e11 = Camera.depthScale;
    o.depth = saturate((i.position.z + (i.depthOffset * _e11)));
    let _e15 = o;
    return _e15;
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>, @location(0) depthOffset: f32, @location(1) color: vec4<f32>) -> PSMain_out {
    let _e4 = PSMain_1(Varyings(position, depthOffset, color));
    return PSMain_out(_e4.color, _e4.depth);
}
