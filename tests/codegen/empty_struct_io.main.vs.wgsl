struct NoInputs {
    _empty: u32,
}

struct Out {
    position: vec4<f32>,
}

struct main_out {
    @builtin(position) position: vec4<f32>,
}

fn main_1(unused: NoInputs, id_1: u32) -> Out {
    var o: Out;

    o = Out();
    o.position = vec4<f32>(f32(id_1), 0f, 0f, 1f);
    let _e10 = o;
    return _e10;
}

@vertex 
fn main(@builtin(vertex_index) id: u32) -> main_out {
    let _e2 = main_1(NoInputs(), id);
    return main_out(_e2.position);
}
