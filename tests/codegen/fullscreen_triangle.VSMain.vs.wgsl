struct Post_t {
    invGamma: f32,
}

struct Varyings {
    position: vec4<f32>,
    uv: vec2<f32>,
}

struct VSMain_out {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
}

@group(0) @binding(2) 
var<uniform> Post: Post_t;
@group(0) @binding(0) 
var source: texture_2d<f32>;
@group(0) @binding(1) 
var linearClamp: sampler;

fn VSMain_1(id_1: u32) -> Varyings {
    var o: Varyings;

    o = Varyings();
    o.uv = vec2<f32>(f32(((id_1 << (1u & 31u)) & 2u)), f32((id_1 & 2u)));
    let _e17 = o.uv;
    o.position = vec4<f32>(((_e17 * vec2<f32>(2f, -2f)) + vec2<f32>(-1f, 1f)), 0f, 1f);
    let _e29 = o;
    return _e29;
}

@vertex 
fn VSMain(@builtin(vertex_index) id: u32) -> VSMain_out {
    let _e1 = VSMain_1(id);
    return VSMain_out(_e1.position, _e1.uv);
}
