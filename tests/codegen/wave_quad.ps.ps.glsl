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
    vec4 pos_2 = vec4(0.0);
    vec2 uv_2 = vec2(0.0);
    vec2 d = vec2(0.0);
    pos_2 = pos_1;
    uv_2 = uv_1;
    float _e6 = uv_2.x;
    if (((_e6 - 0.5) < 0.0)) {
        discard;
    }
    vec2 _e11 = uv_2;
    vec2 _e12 = dFdx(_e11);
    vec2 _e13 = uv_2;
    vec2 _e14 = dFdy(_e13);
    vec2 _e16 = uv_2;
    vec2 _e17 = dFdxCoarse(_e16);
    vec2 _e19 = uv_2;
    vec2 _e20 = dFdxFine(_e19);
    vec2 _e22 = uv_2;
    vec2 _e23 = dFdyCoarse(_e22);
    vec2 _e25 = uv_2;
    vec2 _e26 = dFdyFine(_e25);
    d = (((((_e12 + _e14) + _e17) + _e20) + _e23) + _e26);
    vec2 _e28 = d;
    float _e30 = uv_2.x;
    float _e31 = fwidth(_e30);
    float _e33 = uv_2.y;
    float _e34 = subgroupQuadSwapHorizontal(_e33);
    return vec4(_e28, _e31, _e34);
}

void main() {
    vec4 pos = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e2 = ps_1(pos, uv);
    _fs2p_location0 = _e2;
    return;
}

