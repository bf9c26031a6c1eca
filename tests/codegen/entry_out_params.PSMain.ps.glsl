#version 450 core
struct PSMain_out {
    vec4 PSMain;
    float depth;
};
layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(vec4 p_1, vec2 uv_1, inout float depth_1) {
    depth_1 = 0.5;
    return vec4(uv_1, 0.0, 1.0);
}

void main() {
    vec4 p = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    float depth = 0.0;
    vec4 _e3 = PSMain_1(p, uv, depth);
    float _e4 = depth;
    PSMain_out _tmp_return = PSMain_out(_e3, _e4);
    _fs2p_location0 = _tmp_return.PSMain;
    gl_FragDepth = _tmp_return.depth;
    return;
}

