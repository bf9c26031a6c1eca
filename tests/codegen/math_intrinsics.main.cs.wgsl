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
    var v: vec4<f32>;
    var n: vec3<f32>;
    var s: f32;
    var c: f32;
    var sincos: f32;
    var whole: f32;
    var modf_: f32;
    var fracpart: f32;
    var e: f32;
    var frexp_: f32;
    var m: f32;

    let _e15 = o.data[0i];
    v = _e15;
    let _e16 = v;
    n = normalize(_e16.xyz);
    let _e24 = v.x;
    let _e27 = v.y;
    let _e30 = v.z;
    let _e33 = v.x;
    let _e35 = v.w;
    o.data[1i] = vec4<f32>(asin(_e24), acos(_e27), atan(_e30), atan2(_e33, _e35));
    let _e43 = v.x;
    let _e46 = v.y;
    let _e49 = v.z;
    let _e52 = v.w;
    o.data[2i] = vec4<f32>(sinh(_e43), cosh(_e46), tanh(_e49), (log2(_e52) * 0.30103f));
    let _e62 = v.x;
    let _e68 = v.y;
    let _e71 = v.z;
    let _e76 = v.w;
    o.data[3i] = vec4<f32>((1f / _e62), smoothstep(0f, 1f, _e68), (_e71 * exp2(3f)), f32(i32(sign(_e76))));
    let _e85 = v;
    let _e87 = n;
    o.data[4i] = vec4<f32>(reflect(_e85.xyz, _e87), 0f);
    let _e95 = v;
    let _e97 = n;
    o.data[5i] = vec4<f32>(refract(_e95.xyz, _e97, 0.5f), 0f);
    let _e106 = n;
    let _e107 = v;
    let _e109 = n;
    o.data[6i] = vec4<f32>(faceForward(_e106, _e107.xyz, _e109), 1f);
    let _e117 = v;
    let _e118 = v;
    let _e119 = _e118.wzyx;
    let _e128 = v.x;
    let _e130 = v.y;
    let _e132 = v.z;
    o.data[7i] = (vec4<f32>(1f, (_e117.y * _e119.y), _e117.z, _e119.w) + vec4<f32>(1f, max(_e128, 0f), select(pow(_e130, _e132), 0f, ((_e128 < 0f) || (_e130 < 0f))), 1f));
    s = f32();
    c = f32();
    let _e146 = v.x;
    sincos = _e146;
    let _e147 = sincos;
    s = sin(_e147);
    let _e149 = sincos;
    c = cos(_e149);
    whole = f32();
    let _e153 = v.y;
    modf_ = _e153;
    let _e154 = modf_;
    whole = trunc(_e154);
    let _e156 = modf_;
    let _e157 = modf_;
    fracpart = (_e156 - trunc(_e157));
    e = f32();
    let _e162 = v.z;
    frexp_ = _e162;
    let _e163 = frexp_;
    e = f32(frexp(_e163).exp);
    let _e167 = frexp_;
    m = frexp(_e167).fract;
    let _e174 = s;
    let _e175 = c;
    let _e176 = fracpart;
    let _e177 = whole;
    let _e179 = m;
    let _e180 = e;
    o.data[8i] = vec4<f32>(_e174, _e175, (_e176 + _e177), (_e179 * _e180));
    let _e188 = v.x;
    let _e198 = v.y;
    let _e208 = v.z;
    let _e218 = v.w;
    u.data[0i] = vec4<u32>(select(0u, 1u, ((bitcast<u32>(_e188) & 2147483647u) > 2139095040u)), select(0u, 1u, ((bitcast<u32>(_e198) & 2147483647u) == 2139095040u)), select(0u, 1u, ((bitcast<u32>(_e208) & 2139095040u) != 2139095040u)), u32((sign(i32(_e218)) + 1i)));
    let _e229 = v;
    let _e230 = _e229.xy;
    let _e245 = u.data[2i].x;
    let _e249 = v;
    u.data[1i] = vec4<u32>(vec2<u32>(pack2x16float(vec2<f32>(_e230.x, 0f)), pack2x16float(vec2<f32>(_e230.y, 0f))), u32(unpack2x16float(_e245).x), u32(vec4<i32>((_e249.zyxw * vec4(255.00195f))).x));
    let _e262 = v;
    u.data[3i] = vec4<u32>(pack2x16float(vec2<f32>(_e262.x, 0f)), pack2x16float(vec2<f32>(_e262.y, 0f)), pack2x16float(vec2<f32>(_e262.z, 0f)), pack2x16float(vec2<f32>(_e262.w, 0f)));
    let _e288 = u.data[4i];
    o.data[9i] = vec4<f32>(unpack2x16float(_e288.x).x, unpack2x16float(_e288.y).x, unpack2x16float(_e288.z).x, unpack2x16float(_e288.w).x);
    let _e311 = u.data[6i].x;
    let _e316 = u.data[6i];
    let _e317 = _e316.yz;
    let _e322 = u.data[7i];
    let _e329 = vec4<u32>(0u, 8u, 16u, 24u);
    let _e334 = ((vec4(_e311) >> _e329) & vec4(255u));
    let _e336 = vec4(0u);
    let _e338 = vec4(1u);
    let _e339 = (_e334 != _e336);
    let _e344 = ((vec4(_e317.x) >> _e329) & vec4(255u));
    let _e361 = ((vec4(((_e317.x >> 8u) | (_e317.y << 24u))) >> _e329) & vec4(255u));
    let _e378 = ((vec4(((_e317.x >> 16u) | (_e317.y << 16u))) >> _e329) & vec4(255u));
    let _e395 = ((vec4(((_e317.x >> 24u) | (_e317.y << 8u))) >> _e329) & vec4(255u));
    u.data[5i] = vec4<u32>((_e322.x + dot(select(_e336, (max(_e334, _e344) - min(_e334, _e344)), _e339), _e338)), (_e322.y + dot(select(_e336, (max(_e334, _e361) - min(_e334, _e361)), _e339), _e338)), (_e322.z + dot(select(_e336, (max(_e334, _e378) - min(_e334, _e378)), _e339), _e338)), (_e322.w + dot(select(_e336, (max(_e334, _e395) - min(_e334, _e395)), _e339), _e338)));
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
