#version 450 core
struct Sky_t {
    mat4x4 rotationViewProj;
    float exposure;
};
struct Varyings {
    vec4 position;
    vec3 direction;
};
layout(std140, binding = 0) uniform Sky_t_block_0Fragment { Sky_t _group_0_binding_0_fs; };

layout(binding = 1) uniform samplerCube _group_0_binding_1_fs;

layout(location = 0) smooth in vec3 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    vec4 _e4 = texture(_group_0_binding_1_fs, vec3(i.direction));
    float _e8 = _group_0_binding_0_fs.exposure;
    return vec4((_e4.xyz * vec3(_e8)), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec3 direction = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, direction));
    _fs2p_location0 = _e3;
    return;
}

