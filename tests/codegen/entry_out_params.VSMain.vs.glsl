#version 450 core
struct VSMain_out {
    vec2 uv;
    vec4 opos;
};
layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec2 _p2vs_location1;
layout(location = 0) smooth out vec2 _vs2fs_location0;

void VSMain_1(vec3 pos_1, inout vec2 uv_2, inout vec4 opos_1) {
    opos_1 = vec4(pos_1, 1.0);
    vec2 _e5 = uv_2;
    uv_2 = (_e5 * vec2(2.0));
}

void main() {
    vec3 pos = _p2vs_location0;
    vec2 uv = _p2vs_location1;
    vec2 uv_1 = vec2(0.0);
    vec4 opos = vec4(0.0);
    uv_1 = uv;
    VSMain_1(pos, uv_1, opos);
    vec2 _e4 = uv_1;
    vec4 _e5 = opos;
    VSMain_out _tmp_return = VSMain_out(_e4, _e5);
    _vs2fs_location0 = _tmp_return.uv;
    gl_Position = _tmp_return.opos;
    return;
}

