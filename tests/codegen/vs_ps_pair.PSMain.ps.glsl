#version 450 core
struct VSOutput {
    vec4 position;
    vec2 uv;
};
layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(VSOutput input_) {
    VSOutput input_1 = VSOutput(vec4(0.0), vec2(0.0));
    input_1 = input_;
    vec2 _e3 = input_1.uv;
    return vec4(_e3, 0.0, 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(VSOutput(position, uv));
    _fs2p_location0 = _e3;
    return;
}

