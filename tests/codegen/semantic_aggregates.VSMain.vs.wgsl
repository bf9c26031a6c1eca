struct Instance {
    color: vec4<f32>,
    offset: vec2<f32>,
}

struct VSOut {
    pos: vec4<f32>,
    instance: u32,
    basis: mat3x2<f32>,
    inst: Instance,
    weights: array<vec4<f32>, 2>,
}

struct VSMain_out {
    @builtin(position) pos: vec4<f32>,
    @location(0) @interpolate(flat) instance: u32,
    @location(1) basis_0_: vec3<f32>,
    @location(2) basis_1_: vec3<f32>,
    @location(3) color: vec4<f32>,
    @location(4) offset: vec2<f32>,
    @location(5) weights_0_: vec4<f32>,
    @location(6) weights_1_: vec4<f32>,
}

fn VSMain_1(pos_1: vec3<f32>, inst: Instance, weights: array<vec4<f32>, 2>, basis: mat2x3<f32>, id_1: u32) -> VSOut {
    var weights_1: array<vec4<f32>, 2>;
    var o: VSOut;

    weights_1 = weights;
    o = VSOut();
    o.pos = vec4<f32>(((pos_1 + basis[1i]) + inst.color.xyz), 1f);
    o.instance = id_1;
    o.basis = transpose(basis);
    o.inst = inst;
    let _e22 = weights_1;
    o.weights = _e22;
    let _e23 = o;
    return _e23;
}

@vertex 
fn VSMain(@location(0) pos: vec3<f32>, @location(1) color: vec4<f32>, @location(2) offset: vec2<f32>, @location(3) weights_0_: vec4<f32>, @location(4) weights_1_: vec4<f32>, @location(5) basis_0_: vec3<f32>, @location(6) basis_1_: vec3<f32>, @builtin(instance_index) id: u32) -> VSMain_out {
    let _e11 = VSMain_1(pos, Instance(color, offset), array<vec4<f32>, 2>(weights_0_, weights_1_), mat2x3<f32>(basis_0_, basis_1_), id);
    let _e15 = transpose(_e11.basis);
    return VSMain_out(_e11.pos, _e11.instance, _e15[0], _e15[1], _e11.inst.color, _e11.inst.offset, _e11.weights[0], _e11.weights[1]);
}
