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
    float s = 0.0;
    float c = 0.0;
    float sincos = 0.0;
    float whole = 0.0;
    float modf_ = 0.0;
    float e = 0.0;
    float frexp_ = 0.0;
    vec4 v = _group_0_binding_0_cs.data[0];
    vec3 n = normalize(v.xyz);
    _group_0_binding_0_cs.data[1] = vec4(asin(v.x), acos(v.y), atan(v.z), atan(v.x, v.w));
    _group_0_binding_0_cs.data[2] = vec4(sinh(v.x), cosh(v.y), tanh(v.z), (log2(v.w) * 0.30103));
    _group_0_binding_0_cs.data[3] = vec4((1.0 / v.x), smoothstep(0.0, 1.0, v.y), (v.z * exp2(3.0)), float(int(sign(v.w))));
    _group_0_binding_0_cs.data[4] = vec4(reflect(v.xyz, n), 0.0);
    _group_0_binding_0_cs.data[5] = vec4(refract(v.xyz, n, 0.5), 0.0);
    _group_0_binding_0_cs.data[6] = vec4(faceforward(n, v.xyz, n), 1.0);
    vec4 _e92 = v.wzyx;
    _group_0_binding_0_cs.data[7] = (vec4(1.0, (v.y * _e92.y), v.z, _e92.w) + vec4(1.0, max(v.x, 0.0), (((v.x < 0.0) || (v.y < 0.0)) ? 0.0 : pow(v.y, v.z)), 1.0));
    s = 0.0;
    c = 0.0;
    sincos = v.x;
    float _e116 = sincos;
    s = sin(_e116);
    float _e118 = sincos;
    c = cos(_e118);
    whole = 0.0;
    modf_ = v.y;
    float _e122 = modf_;
    whole = trunc(_e122);
    float _e124 = modf_;
    float _e125 = modf_;
    float fracpart = (_e124 - trunc(_e125));
    e = 0.0;
    frexp_ = v.z;
    float _e130 = frexp_;
    e = float(naga_frexp(_e130).exp_);
    float _e134 = frexp_;
    float m = naga_frexp(_e134).fract_;
    float _e141 = s;
    float _e142 = c;
    float _e143 = whole;
    float _e145 = e;
    _group_0_binding_0_cs.data[8] = vec4(_e141, _e142, (fracpart + _e143), (m * _e145));
    _group_0_binding_1_cs.data[0] = uvec4((((floatBitsToUint(v.x) & 2147483647u) > 2139095040u) ? 1u : 0u), (((floatBitsToUint(v.y) & 2147483647u) == 2139095040u) ? 1u : 0u), (((floatBitsToUint(v.z) & 2139095040u) != 2139095040u) ? 1u : 0u), uint((sign(int(v.w)) + 1)));
    vec2 _e190 = v.xy;
    uint _e205 = _group_0_binding_1_cs.data[2].x;
    _group_0_binding_1_cs.data[1] = uvec4(uvec2(packHalf2x16(vec2(_e190.x, 0.0)), packHalf2x16(vec2(_e190.y, 0.0))), uint(unpackHalf2x16(_e205).x), uint(ivec4((v.zyxw * vec4(255.00195))).x));
    _group_0_binding_1_cs.data[3] = uvec4(packHalf2x16(vec2(v.x, 0.0)), packHalf2x16(vec2(v.y, 0.0)), packHalf2x16(vec2(v.z, 0.0)), packHalf2x16(vec2(v.w, 0.0)));
    uvec4 _e246 = _group_0_binding_1_cs.data[4];
    _group_0_binding_0_cs.data[9] = vec4(unpackHalf2x16(_e246.x).x, unpackHalf2x16(_e246.y).x, unpackHalf2x16(_e246.z).x, unpackHalf2x16(_e246.w).x);
    uint _e269 = _group_0_binding_1_cs.data[6].x;
    uvec4 _e274 = _group_0_binding_1_cs.data[6];
    uvec2 _e275 = _e274.yz;
    uvec4 _e280 = _group_0_binding_1_cs.data[7];
    uvec4 _e287 = uvec4(0u, 8u, 16u, 24u);
    uvec4 _e292 = ((uvec4(_e269) >> _e287) & uvec4(255u));
    uvec4 _e294 = uvec4(0u);
    uvec4 _e296 = uvec4(1u);
    bvec4 _e297 = notEqual(_e292, _e294);
    uvec4 _e302 = ((uvec4(_e275.x) >> _e287) & uvec4(255u));
    uvec4 _e306 = mix(_e294, (max(_e292, _e302) - min(_e292, _e302)), _e297);
    uvec4 _e319 = ((uvec4(((_e275.x >> 8u) | (_e275.y << 24u))) >> _e287) & uvec4(255u));
    uvec4 _e323 = mix(_e294, (max(_e292, _e319) - min(_e292, _e319)), _e297);
    uvec4 _e336 = ((uvec4(((_e275.x >> 16u) | (_e275.y << 16u))) >> _e287) & uvec4(255u));
    uvec4 _e340 = mix(_e294, (max(_e292, _e336) - min(_e292, _e336)), _e297);
    uvec4 _e353 = ((uvec4(((_e275.x >> 24u) | (_e275.y << 8u))) >> _e287) & uvec4(255u));
    uvec4 _e357 = mix(_e294, (max(_e292, _e353) - min(_e292, _e353)), _e297);
    _group_0_binding_1_cs.data[5] = uvec4((_e280.x + ( + _e306.x * _e296.x + _e306.y * _e296.y + _e306.z * _e296.z + _e306.w * _e296.w)), (_e280.y + ( + _e323.x * _e296.x + _e323.y * _e296.y + _e323.z * _e296.z + _e323.w * _e296.w)), (_e280.z + ( + _e340.x * _e296.x + _e340.y * _e296.y + _e340.z * _e296.z + _e340.w * _e296.w)), (_e280.w + ( + _e357.x * _e296.x + _e357.y * _e296.y + _e357.z * _e296.z + _e357.w * _e296.w)));
}

void main() {
    main_1();
    return;
}

