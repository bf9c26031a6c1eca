struct Nothing_out {
    @builtin(position) position: vec4<f32>,
}

fn Nothing_1() {
}

@vertex 
fn Nothing() -> Nothing_out {
    Nothing_1();
    return Nothing_out(vec4<f32>());
}
