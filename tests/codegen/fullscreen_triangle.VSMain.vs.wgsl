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
    var id_2: u32;
    var o: Varyings;

    id_2 = id_1;
    o = Varyings();
    let _e5 = id_2;
    let _e13 = id_2;
    o.uv = vec2<f32>(f32(((_e5 << (1u & 31u)) & 2u)), f32((_e13 & 2u)));
    let _e20 = o.uv;
    o.position = vec4<f32>(((_e20 * vec2<f32>(2f, -2f)) + vec2<f32>(-1f, 1f)), 0f, 1f);
    let _e32 = o;
    return _e32;
}

@vertex 
fn VSMain(@builtin(vertex_index) id: u32) -> VSMain_out {
    let _e1 = VSMain_1(id);
    return VSMain_out(_e1.position, _e1.uv);
}
