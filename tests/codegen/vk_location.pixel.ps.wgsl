fn pixel_1(color_1: vec4<f32>) -> vec4<f32> {
    return color_1;
}

@fragment 
fn pixel(@location(2) color: vec4<f32>) -> @location(1) vec4<f32> {
    let _e1 = pixel_1(color);
    return _e1;
}
