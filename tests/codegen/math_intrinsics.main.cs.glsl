#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct _frexp_result_f32_ {
    float fract_;
    int exp_;
};

_frexp_result_f32_ naga_frexp(float arg) {
    int other;
    float fract = frexp(arg, other);
    return _frexp_result_f32_(fract, other);
}
layout(std430, binding = 0) buffer o_t_block_0Compute {
    vec4 data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) buffer u_t_block_1Compute {
    uvec4 data[];
} _group_0_binding_1_cs;


void main_1() {
    vec4 v = vec4(0.0);
    vec3 n = vec3(0.0);
    float s = 0.0;
    float c = 0.0;
    float sincos = 0.0;
    float whole = 0.0;
    float modf_ = 0.0;
    float fracpart = 0.0;
    float e = 0.0;
    float frexp_ = 0.0;
    float m = 0.0;
    vec4 _e15 = _group_0_binding_0_cs.data[0];
    v = _e15;
    vec4 _e16 = v;
    n = normalize(_e16.xyz);
    float _e24 = v.x;
    float _e27 = v.y;
    float _e30 = v.z;
    float _e33 = v.x;
    float _e35 = v.w;
    _group_0_binding_0_cs.data[1] = vec4(asin(_e24), acos(_e27), atan(_e30), atan(_e33, _e35));
    float _e43 = v.x;
    float _e46 = v.y;
    float _e49 = v.z;
    float _e52 = v.w;
    _group_0_binding_0_cs.data[2] = vec4(sinh(_e43), cosh(_e46), tanh(_e49), (log2(_e52) * 0.30103));
    float _e62 = v.x;
    float _e68 = v.y;
    float _e71 = v.z;
    float _e76 = v.w;
    _group_0_binding_0_cs.data[3] = vec4((1.0 / _e62), smoothstep(0.0, 1.0, _e68), (_e71 * exp2(3.0)), float(int(sign(_e76))));
    vec4 _e85 = v;
    vec3 _e87 = n;
    _group_0_binding_0_cs.data[4] = vec4(reflect(_e85.xyz, _e87), 0.0);
    vec4 _e95 = v;
    vec3 _e97 = n;
    _group_0_binding_0_cs.data[5] = vec4(refract(_e95.xyz, _e97, 0.5), 0.0);
    vec3 _e106 = n;
    vec4 _e107 = v;
    vec3 _e109 = n;
    _group_0_binding_0_cs.data[6] = vec4(faceforward(_e106, _e107.xyz, _e109), 1.0);
    vec4 _e117 = v;
    vec4 _e118 = v;
    vec4 _e119 = _e118.wzyx;
    float _e128 = v.x;
    float _e130 = v.y;
    float _e132 = v.z;
    _group_0_binding_0_cs.data[7] = (vec4(1.0, (_e117.y * _e119.y), _e117.z, _e119.w) + vec4(1.0, max(_e128, 0.0), (((_e128 < 0.0) || (_e130 < 0.0)) ? 0.0 : pow(_e130, _e132)), 1.0));
    s = 0.0;
    c = 0.0;
    float _e146 = v.x;
    sincos = _e146;
    float _e147 = sincos;
    s = sin(_e147);
    float _e149 = sincos;
    c = cos(_e149);
    whole = 0.0;
    float _e153 = v.y;
    modf_ = _e153;
    float _e154 = modf_;
    whole = trunc(_e154);
    float _e156 = modf_;
    float _e157 = modf_;
    fracpart = (_e156 - trunc(_e157));
    e = 0.0;
    float _e162 = v.z;
    frexp_ = _e162;
    float _e163 = frexp_;
    e = float(naga_frexp(_e163).exp_);
    float _e167 = frexp_;
    m = naga_frexp(_e167).fract_;
    float _e174 = s;
    float _e175 = c;
    float _e176 = fracpart;
    float _e177 = whole;
    float _e179 = m;
    float _e180 = e;
    _group_0_binding_0_cs.data[8] = vec4(_e174, _e175, (_e176 + _e177), (_e179 * _e180));
    float _e188 = v.x;
    float _e198 = v.y;
    float _e208 = v.z;
    float _e218 = v.w;
    _group_0_binding_1_cs.data[0] = uvec4((((floatBitsToUint(_e188) & 2147483647u) > 2139095040u) ? 1u : 0u), (((floatBitsToUint(_e198) & 2147483647u) == 2139095040u) ? 1u : 0u), (((floatBitsToUint(_e208) & 2139095040u) != 2139095040u) ? 1u : 0u), uint((sign(int(_e218)) + 1)));
    vec4 _e229 = v;
    vec2 _e230 = _e229.xy;
    uint _e245 = _group_0_binding_1_cs.data[2].x;
    vec4 _e249 = v;
    _group_0_binding_1_cs.data[1] = uvec4(uvec2(packHalf2x16(vec2(_e230.x, 0.0)), packHalf2x16(vec2(_e230.y, 0.0))), uint(unpackHalf2x16(_e245).x), uint(ivec4((_e249.zyxw * vec4(255.00195))).x));
    vec4 _e262 = v;
    _group_0_binding_1_cs.data[3] = uvec4(packHalf2x16(vec2(_e262.x, 0.0)), packHalf2x16(vec2(_e262.y, 0.0)), packHalf2x16(vec2(_e262.z, 0.0)), packHalf2x16(vec2(_e262.w, 0.0)));
    uvec4 _e288 = _group_0_binding_1_cs.data[4];
    _group_0_binding_0_cs.data[9] = vec4(unpackHalf2x16(_e288.x).x, unpackHalf2x16(_e288.y).x, unpackHalf2x16(_e288.z).x, unpackHalf2x16(_e288.w).x);
    uint _e311 = _group_0_binding_1_cs.data[6].x;
    uvec4 _e316 = _group_0_binding_1_cs.data[6];
    uvec2 _e317 = _e316.yz;
    uvec4 _e322 = _group_0_binding_1_cs.data[7];
    uvec4 _e329 = uvec4(0u, 8u, 16u, 24u);
    uvec4 _e334 = ((uvec4(_e311) >> _e329) & uvec4(255u));
    uvec4 _e336 = uvec4(0u);
    uvec4 _e338 = uvec4(1u);
    bvec4 _e339 = notEqual(_e334, _e336);
    uvec4 _e344 = ((uvec4(_e317.x) >> _e329) & uvec4(255u));
    uvec4 _e348 = mix(_e336, (max(_e334, _e344) - min(_e334, _e344)), _e339);
    uvec4 _e361 = ((uvec4(((_e317.x >> 8u) | (_e317.y << 24u))) >> _e329) & uvec4(255u));
    uvec4 _e365 = mix(_e336, (max(_e334, _e361) - min(_e334, _e361)), _e339);
    uvec4 _e378 = ((uvec4(((_e317.x >> 16u) | (_e317.y << 16u))) >> _e329) & uvec4(255u));
    uvec4 _e382 = mix(_e336, (max(_e334, _e378) - min(_e334, _e378)), _e339);
    uvec4 _e395 = ((uvec4(((_e317.x >> 24u) | (_e317.y << 8u))) >> _e329) & uvec4(255u));
    uvec4 _e399 = mix(_e336, (max(_e334, _e395) - min(_e334, _e395)), _e339);
    _group_0_binding_1_cs.data[5] = uvec4((_e322.x + ( + _e348.x * _e338.x + _e348.y * _e338.y + _e348.z * _e338.z + _e348.w * _e338.w)), (_e322.y + ( + _e365.x * _e338.x + _e365.y * _e338.y + _e365.z * _e338.z + _e365.w * _e338.w)), (_e322.z + ( + _e382.x * _e338.x + _e382.y * _e338.y + _e382.z * _e338.z + _e382.w * _e338.w)), (_e322.w + ( + _e399.x * _e338.x + _e399.y * _e338.y + _e399.z * _e338.z + _e399.w * _e338.w)));
}

void main() {
    main_1();
    return;
}

