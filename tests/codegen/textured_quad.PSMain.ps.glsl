#version 450 core
struct Screen_t {
    vec2 invViewport;
};
struct Varyings {
    vec4 position;
    vec2 uv;
    vec4 color;
};
layout(binding = 0) uniform sampler2D _group_1_binding_0_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    vec4 _e4 = texture(_group_1_binding_0_fs, vec2(i.uv));
    return (_e4 * i.color);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 color = _vs2fs_location1;
    vec4 _e4 = PSMain_1(Varyings(position, uv, color));
    _fs2p_location0 = _e4;
    return;
}

