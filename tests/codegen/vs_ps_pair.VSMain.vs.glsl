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
    VSOutput output_ = VSOutput(vec4(0.0), vec2(0.0));
    output_ = VSOutput(vec4(0.0), vec2(0.0));
    output_.position = vec4(input_.position, 1.0);
    output_.uv = input_.uv;
    VSOutput _e9 = output_;
    return _e9;
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

