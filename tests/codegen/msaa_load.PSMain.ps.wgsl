@group(0) @binding(0) 
var colorSamples: texture_multisampled_2d<f32>;

fn PSMain_1(position_1: vec4<f32>) -> vec4<f32> {
    var position_2: vec4<f32>;
    var width: u32;
    var height: u32;
    var samples: u32;
    var dimensions: vec4<u32>;
    var sum: vec4<f32>;
    var s: u32;

    position_2 = position_1;
    width = u32();
    height = u32();
    samples = u32();
    let _e13 = textureDimensions(colorSamples);
    let _e16 = textureNumSamples(colorSamples);
    dimensions = vec4<u32>(_e13.x, _e13.y, 1u, _e16);
    let _e19 = dimensions.x;
    width = _e19;
    let _e21 = dimensions.y;
    height = _e21;
    let _e23 = dimensions.w;
    samples = _e23;
    sum = vec4(0f);
    s = 0u;
    loop {
        let _e27 = s;
        let _e28 = samples;
        if !((_e27 < _e28)) {
            break;
        }
        let _e31 = position_2;
        let _e34 = s;
        let _e37 = textureLoad(colorSamples, vec2<i32>(_e31.xy), i32(_e34));
        let _e38 = sum;
        sum = (_e38 + _e37);
        continuing {
            let _e40 = s;
            s = (_e40 + 1u);
        }
    }
    let _e43 = sum;
    let _e44 = samples;
    return (_e43 / vec4(f32(_e44)));
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>) -> @location(0) vec4<f32> {
    let _e1 = PSMain_1(position);
    return _e1;
}
