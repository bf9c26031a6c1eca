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
    var v_1: Vertex;
    var o: Varyings;
    var ndc: vec2<f32>;

    v_1 = v;
    o = Varyings();
    let _e6 = v_1.pixel;
    let _e9 = Screen.invViewport;
    ndc = (((_e6 * _e9) * vec2(2f)) - vec2(1f));
    let _e19 = ndc.x;
    let _e21 = ndc.y;
    o.position = vec4<f32>(_e19, -(_e21), 0f, 1f);
    let _e28 = v_1.uv;
    o.uv = _e28;
    let _e31 = v_1.color;
    o.color = _e31;
    let _e32 = o;
    return _e32;
}

@vertex 
fn VSMain(@location(0) pixel: vec2<f32>, @location(1) uv: vec2<f32>, @location(2) color: vec4<f32>) -> VSMain_out {
    let _e4 = VSMain_1(Vertex(pixel, uv, color));
    return VSMain_out(_e4.position, _e4.uv, _e4.color);
}
