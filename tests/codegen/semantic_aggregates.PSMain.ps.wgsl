struct Instance {
    color: vec4<f32>,
    offset: vec2<f32>,
}

fn PSMain_1(pos_1: vec4<f32>, instance_1: u32, basis: mat2x3<f32>, inst: Instance, weights: array<vec4<f32>, 2>) -> vec4<f32> {
    var weights_1: array<vec4<f32>, 2>;

    weights_1 = weights;
    let _e10 = weights_1[1].x;
    return (vec4<f32>((basis[0i] * vec3(_e10)), inst.offset.y) + (inst.color * vec4(f32(instance_1))));
}

@fragment 
fn PSMain(@builtin(position) pos: vec4<f32>, @location(0) @interpolate(flat) instance: u32, @location(1) basis_0_: vec3<f32>, @location(2) basis_1_: vec3<f32>, @location(3) color: vec4<f32>, @location(4) offset: vec2<f32>, @location(5) weights_0_: vec4<f32>, @location(6) weights_1_: vec4<f32>) -> @location(0) vec4<f32> {
    let _e11 = PSMain_1(pos, instance, mat2x3<f32>(basis_0_, basis_1_), Instance(color, offset), array<vec4<f32>, 2>(weights_0_, weights_1_));
    return _e11;
}
