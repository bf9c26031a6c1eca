#version 450 core
struct Camera_t {
    mat4x4 viewProj;
};
struct Instance_sb {
    vec3 offset;
    float scale;
    vec4 color;
};
struct Varyings {
    vec4 position;
    vec4 color;
};
layout(location = 0) flat in vec4 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    return i.color;
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 color = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, color));
    _fs2p_location0 = _e3;
    return;
}

