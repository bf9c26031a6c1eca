#version 450 core
struct VSInput {
    vec3 position;
    vec2 uv;
};
struct VSOutput {
    vec4 position;
    vec2 uv;
};
struct VSMain_out {
    vec4 position;
    vec2 uv;
};
layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec2 _p2vs_location1;
layout(location = 0) smooth out vec2 _vs2fs_location0;

VSOutput VSMain_1(VSInput input_) {
    VSInput input_1 = VSInput(vec3(0.0), vec2(0.0));
    VSOutput output_ = VSOutput(vec4(0.0), vec2(0.0));
    input_1 = input_;
    output_ = VSOutput(vec4(0.0), vec2(0.0));
    vec3 _e6 = input_1.position;
    output_.position = vec4(_e6, 1.0);
    vec2 _e11 = input_1.uv;
    output_.uv = _e11;
    VSOutput _e12 = output_;
    return _e12;
}

void main() {
    vec3 position = _p2vs_location0;
    vec2 uv = _p2vs_location1;
    VSOutput _e3 = VSMain_1(VSInput(position, uv));
    VSMain_out _tmp_return = VSMain_out(_e3.position, _e3.uv);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.uv;
    return;
}

