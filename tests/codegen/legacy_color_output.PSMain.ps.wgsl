struct PixelOut {
    glow: vec4<f32>,
    albedo: vec4<f32>,
    normal: vec4<f32>,
    velocity: vec4<f32>,
}

struct PSMain_out {
    @location(1) glow: vec4<f32>,
    @location(0) albedo: vec4<f32>,
    @location(2) normal: vec4<f32>,
    @location(3) velocity: vec4<f32>,
}

fn PSMain_1(color_1: vec4<f32>, normal_1: vec3<f32>, motion_1: vec2<f32>) -> PixelOut {
    var o: PixelOut;

    o = PixelOut();
    o.albedo = color_1;
    o.glow = (color_1 * vec4(color_1.w));
    o.normal = vec4<f32>(((normalize(normal_1) * vec3(0.5f)) + vec3(0.5f)), 1f);
    o.velocity = vec4<f32>(motion_1, 0f, 1f);
    let _e24 = o;
    return _e24;
}

@fragment 
fn PSMain(@location(0) color: vec4<f32>, @location(1) normal: vec3<f32>, @location(2) motion: vec2<f32>) -> PSMain_out {
    let _e3 = PSMain_1(color, normal, motion);
    return PSMain_out(_e3.glow, _e3.albedo, _e3.normal, _e3.velocity);
}
