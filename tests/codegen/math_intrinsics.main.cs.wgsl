struct o_t {
    data: array<vec4<f32>>,
}

struct u_t {
    data: array<vec4<u32>>,
}

@group(0) @binding(0) 
var<storage, read_write> o: o_t;
@group(0) @binding(1) 
var<storage, read_write> u: u_t;

fn main_1() {
    var s: f32;
    var c: f32;
    var sincos: f32;
    var whole: f32;
    var modf_: f32;
    var e: f32;
    var frexp_: f32;

    let v = o.data[0i];
    let n = normalize(v.xyz);
    o.data[1i] = vec4<f32>(asin(v.x), acos(v.y), atan(v.z), atan2(v.x, v.w));
    o.data[2i] = vec4<f32>(sinh(v.x), cosh(v.y), tanh(v.z), (log2(v.w) * 0.30103f));
    o.data[3i] = vec4<f32>((1f / v.x), smoothstep(0f, 1f, v.y), (v.z * exp2(3f)), f32(i32(sign(v.w))));
    o.data[4i] = vec4<f32>(reflect(v.xyz, n), 0f);
    o.data[5i] = vec4<f32>(refract(v.xyz, n, 0.5f), 0f);
    o.data[6i] = vec4<f32>(faceForward(n, v.xyz, n), 1f);
    let _e92 = v.wzyx;
    o.data[7i] = (vec4<f32>(1f, (v.y * _e92.y), v.z, _e92.w) + vec4<f32>(1f, max(v.x, 0f), select(pow(v.y, v.z), 0f, ((v.x < 0f) || (v.y < 0f))), 1f));
    s = f32();
    c = f32();
    sincos = v.x;
    let _e116 = sincos;
    s = sin(_e116);
    let _e118 = sincos;
    c = cos(_e118);
    whole = f32();
    modf_ = v.y;
    let _e122 = modf_;
    whole = trunc(_e122);
    let _e124 = modf_;
    let _e125 = modf_;
    let fracpart = (_e124 - trunc(_e125));
    e = f32();
    frexp_ = v.z;
    let _e130 = frexp_;
    e = f32(frexp(_e130).exp);
    let _e134 = frexp_;
    let m = frexp(_e134).fract;
    let _e141 = s;
    let _e142 = c;
    let _e143 = whole;
    let _e145 = e;
    o.data[8i] = vec4<f32>(_e141, _e142, (fracpart + _e143), (m * _e145));
    u.data[0i] = vec4<u32>(select(0u, 1u, ((bitcast<u32>(v.x) & 2147483647u) > 2139095040u)), select(0u, 1u, ((bitcast<u32>(v.y) & 2147483647u) == 2139095040u)), select(0u, 1u, ((bitcast<u32>(v.z) & 2139095040u) != 2139095040u)), u32((sign(i32(v.w)) + 1i)));
    let _e190 = v.xy;
    let _e205 = u.data[2i].x;
    u.data[1i] = vec4<u32>(vec2<u32>(pack2x16float(vec2<f32>(_e190.x, 0f)), pack2x16float(vec2<f32>(_e190.y, 0f))), u32(unpack2x16float(_e205).x), u32(vec4<i32>((v.zyxw * vec4(255.00195f))).x));
    u.data[3i] = vec4<u32>(pack2x16float(vec2<f32>(v.x, 0f)), pack2x16float(vec2<f32>(v.y, 0f)), pack2x16float(vec2<f32>(v.z, 0f)), pack2x16float(vec2<f32>(v.w, 0f)));
    let _e246 = u.data[4i];
    o.data[9i] = vec4<f32>(unpack2x16float(_e246.x).x, unpack2x16float(_e246.y).x, unpack2x16float(_e246.z).x, unpack2x16float(_e246.w).x);
    let _e269 = u.data[6i].x;
    let _e274 = u.data[6i];
    let _e275 = _e274.yz;
    let _e280 = u.data[7i];
    let _e287 = vec4<u32>(0u, 8u, 16u, 24u);
    let _e292 = ((vec4(_e269) >> _e287) & vec4(255u));
    let _e294 = vec4(0u);
    let _e296 = vec4(1u);
    let _e297 = (_e292 != _e294);
    let _e302 = ((vec4(_e275.x) >> _e287) & vec4(255u));
    let _e319 = ((vec4(((_e275.x >> 8u) | (_e275.y << 24u))) >> _e287) & vec4(255u));
    let _e336 = ((vec4(((_e275.x >> 16u) | (_e275.y << 16u))) >> _e287) & vec4(255u));
    let _e353 = ((vec4(((_e275.x >> 24u) | (_e275.y << 8u))) >> _e287) & vec4(255u));
    u.data[5i] = vec4<u32>((_e280.x + dot(select(_e294, (max(_e292, _e302) - min(_e292, _e302)), _e297), _e296)), (_e280.y + dot(select(_e294, (max(_e292, _e319) - min(_e292, _e319)), _e297), _e296)), (_e280.z + dot(select(_e294, (max(_e292, _e336) - min(_e292, _e336)), _e297), _e296)), (_e280.w + dot(select(_e294, (max(_e292, _e353) - min(_e292, _e353)), _e297), _e296)));
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
