@group(0) @binding(0) 
var colorSamples: texture_multisampled_2d<f32>;

fn PSMain_1(position_1: vec4<f32>) -> vec4<f32> {
    var width: u32;
    var height: u32;
    var samples: u32;
    var dimensions: vec4<u32>;
    var sum: vec4<f32>;
    var s: u32;

    width = u32();
    height = u32();
    samples = u32();
    let _e12 = textureDimensions(colorSamples);
    let _e15 = textureNumSamples(colorSamples);
    dimensions = vec4<u32>(_e12.x, _e12.y, 1u, _e15);
    let _e18 = dimensions.x;
    width = _e18;
    let _e20 = dimensions.y;
    height = _e20;
    let _e22 = dimensions.w;
    samples = _e22;
    sum = vec4(0f);
    s = 0u;
    loop {
        let _e26 = s;
        let _e27 = samples;
        if !((_e26 < _e27)) {
            break;
        }
        let _e32 = s;
        let _e35 = textureLoad(colorSamples, vec2<i32>(position_1.xy), i32(_e32));
        let _e36 = sum;
        sum = (_e36 + _e35);
        continuing {
            let _e38 = s;
            s = (_e38 + 1u);
        }
    }
    let _e41 = sum;
    let _e42 = samples;
    return (_e41 / vec4(f32(_e42)));
}

@fragment 
fn PSMain(@builtin(position) position: vec4<f32>) -> @location(0) vec4<f32> {
    let _e1 = PSMain_1(position);
    return _e1;
}
