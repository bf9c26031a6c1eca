#version 450 core
struct PSInput {
    vec4 position;
    vec2 uv;
};
layout(binding = 0) uniform sampler2D _group_0_binding_0_fs;

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(PSInput input_) {
    PSInput input_1 = PSInput(vec4(0.0), vec2(0.0));
    vec4 a = vec4(0.0);
    vec3 d = vec3(0.0);
    float w = 0.0;
    input_1 = input_;
    vec2 _e6 = input_1.uv;
    vec4 _e9 = texture(_group_0_binding_0_fs, vec2(_e6));
    a = _e9;
    vec2 _e11 = input_1.uv;
    vec4 _e18 = texture(_group_0_binding_1_fs, vec2((_e11 * vec2(4.0))), 0.5);
    d = ((_e18.xyz * vec3(2.0)) - vec3(1.0));
    float _e28 = a.w;
    w = step(0.5, _e28);
    vec4 _e30 = a;
    vec3 _e32 = d;
    float _e33 = w;
    float _e38 = a.w;
    return vec4((_e30.xyz + (_e32 * vec3(_e33))), _e38);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(PSInput(position, uv));
    _fs2p_location0 = _e3;
    return;
}

