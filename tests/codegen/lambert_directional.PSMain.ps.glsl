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
    VSOut i_1 = VSOut(vec4(0.0), vec3(0.0));
    float ndl = 0.0;
    i_1 = i;
    vec3 _e4 = i_1.normal;
    vec3 _e8 = _group_0_binding_0_fs.lightDir;
    ndl = clamp(dot(normalize(_e4), -(_e8)), 0.0, 1.0);
    vec3 _e14 = _group_0_binding_0_fs.ambient;
    vec3 _e17 = _group_0_binding_0_fs.lightColor;
    float _e18 = ndl;
    return vec4((_e14 + (_e17 * vec3(_e18))), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec3 normal = _vs2fs_location0;
    vec4 _e3 = PSMain_1(VSOut(position, normal));
    _fs2p_location0 = _e3;
    return;
}

