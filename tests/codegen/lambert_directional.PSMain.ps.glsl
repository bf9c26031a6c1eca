#version 450 core
struct Scene_t {
    mat4x4 worldViewProj;
    mat3x3 normalMatrix;
    vec3 lightDir;
    vec3 lightColor;
    vec3 ambient;
};
struct VSOut {
    vec4 position;
    vec3 normal;
};
layout(std140, binding = 0) uniform Scene_t_block_0Fragment { Scene_t _group_0_binding_0_fs; };

layout(location = 0) smooth in vec3 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(VSOut i) {
    vec3 _e5 = _group_0_binding_0_fs.lightDir;
    float ndl = clamp(dot(normalize(i.normal), -(_e5)), 0.0, 1.0);
    vec3 _e11 = _group_0_binding_0_fs.ambient;
    vec3 _e14 = _group_0_binding_0_fs.lightColor;
    return vec4((_e11 + (_e14 * vec3(ndl))), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec3 normal = _vs2fs_location0;
    vec4 _e3 = PSMain_1(VSOut(position, normal));
    _fs2p_location0 = _e3;
    return;
}

