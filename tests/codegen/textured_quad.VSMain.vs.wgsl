struct Screen_t {
    invViewport: vec2<f32>,
}

struct Vertex {
    pixel: vec2<f32>,
    uv: vec2<f32>,
    color: vec4<f32>,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
    color: vec4<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> Screen: Screen_t;
@group(1) @binding(0) 
var image: texture_2d<f32>;
@group(2) @binding(0) 
var imageSampler: sampler;

fn VSMain_1(v: Vertex) -> Varyings {
    var o: Varyings;

    o = Varyings();
    let _e6 = Screen.invViewport;
    let ndc = (((v.pixel * _e6) * vec2(2f)) - vec2(1f));
    o.position = vec4<f32>(ndc.x, -(ndc.y), 0f, 1f);
    o.uv = v.uv;
    o.color = v.color;
    let _e25 = o;
    return _e25;
}

@vertex 
fn VSMain(@location(0) pixel: vec2<f32>, @location(1) uv: vec2<f32>, @location(2) color: vec4<f32>) -> VSMain_out {
    let _e4 = VSMain_1(Vertex(pixel, uv, color));
    return VSMain_out(_e4.position, _e4.uv, _e4.color);
}
