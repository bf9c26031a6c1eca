struct Vertex {
    normal: vec3<f32>,
    id: u32,
}

struct Passthrough_out {
    @location(0) normal: vec3<f32>,
    @location(1) @interpolate(flat) id: u32,
    @builtin(position) position: vec4<f32>,
}

fn Passthrough_1(n_1: vec3<f32>, vid_1: u32) -> Vertex {
    var v: Vertex;

    v = Vertex();
    v.normal = normalize(n_1);
    v.id = vid_1;
    let _e7 = v;
    return _e7;
}

@vertex 
fn Passthrough(@location(0) n: vec3<f32>, @builtin(vertex_index) vid: u32) -> Passthrough_out {
    let _e2 = Passthrough_1(n, vid);
    return Passthrough_out(_e2.normal, _e2.id, vec4<f32>());
}
