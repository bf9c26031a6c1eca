#version 450 core
struct Bones_t {
    mat4x4 bones[64];
};
struct Camera_t {
    mat4x4 viewProj;
};
struct SkinnedOut {
    vec4 position;
    vec3 normal;
};
layout(location = 0) smooth in vec3 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(SkinnedOut i) {
    return vec4(((normalize(i.normal) * vec3(0.5)) + vec3(0.5)), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec3 normal = _vs2fs_location0;
    vec4 _e3 = PSMain_1(SkinnedOut(position, normal));
    _fs2p_location0 = _e3;
    return;
}

