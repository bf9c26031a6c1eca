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
    vec4 a = texture(_group_0_binding_0_fs, vec2(input_.uv));
    vec4 _e12 = texture(_group_0_binding_1_fs, vec2((input_.uv * vec2(4.0))), 0.5);
    vec3 d = ((_e12.xyz * vec3(2.0)) - vec3(1.0));
    float w = step(0.5, a.w);
    return vec4((a.xyz + (d * vec3(w))), a.w);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(PSInput(position, uv));
    _fs2p_location0 = _e3;
    return;
}

