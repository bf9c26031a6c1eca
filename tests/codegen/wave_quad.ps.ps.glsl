#version 450 core
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_quad : require
layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 ps_1(vec4 pos_1, vec2 uv_1) {
    if (((uv_1.x - 0.5) < 0.0)) {
        discard;
    }
    vec2 _e7 = dFdx(uv_1);
    vec2 _e8 = dFdy(uv_1);
    vec2 _e10 = dFdxCoarse(uv_1);
    vec2 _e12 = dFdxFine(uv_1);
    vec2 _e14 = dFdyCoarse(uv_1);
    vec2 _e16 = dFdyFine(uv_1);
    vec2 d = (((((_e7 + _e8) + _e10) + _e12) + _e14) + _e16);
    float _e19 = fwidth(uv_1.x);
    float _e21 = subgroupQuadSwapHorizontal(uv_1.y);
    return vec4(d, _e19, _e21);
}

void main() {
    vec4 pos = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e2 = ps_1(pos, uv);
    _fs2p_location0 = _e2;
    return;
}

