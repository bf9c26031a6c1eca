#version 450 core
struct VSOutput {
    vec4 position;
    vec2 uv;
};
layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(VSOutput input_) {
    return vec4(input_.uv, 0.0, 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(VSOutput(position, uv));
    _fs2p_location0 = _e3;
    return;
}

