#version 450 core
struct Camera_t {
    mat4x4 viewProj;
    vec4 tint;
};
struct VOut {
    vec4 pos;
    vec2 uv;
    vec3 shadowPos;
};
layout(std140, binding = 0) uniform Camera_t_block_0Fragment { Camera_t _group_0_binding_0_fs; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(binding = 1) uniform sampler2DShadow _group_1_binding_1_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 1) smooth in vec3 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(VOut i) {
    float lit = textureLod(_group_1_binding_1_fs, vec3(i.shadowPos.xy, i.shadowPos.z), 0.0);
    vec4 _e11 = texture(_group_0_binding_1_fs, vec2(i.uv));
    vec4 _e14 = _group_0_binding_0_fs.tint;
    return ((_e11 * _e14) * vec4(lit));
}

void main() {
    vec4 pos = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec3 shadowPos = _vs2fs_location1;
    vec4 _e4 = PSMain_1(VOut(pos, uv, shadowPos));
    _fs2p_location0 = _e4;
    return;
}

