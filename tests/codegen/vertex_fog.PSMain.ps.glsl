#version 450 core
struct Fog_t {
    mat4x4 worldView;
    mat4x4 projection;
    vec4 fogColor;
    float fogDensity;
};
struct Varyings {
    vec4 position;
    vec4 color;
    float fog;
};
layout(std140, binding = 0) uniform Fog_t_block_0Fragment { Fog_t _group_0_binding_0_fs; };

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in float _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    vec4 _e3 = _group_0_binding_0_fs.fogColor;
    return vec4(mix(_e3.xyz, i.color.xyz, vec3(i.fog)), i.color.w);
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 color = _vs2fs_location0;
    float fog = _vs2fs_location1;
    vec4 _e4 = PSMain_1(Varyings(position, color, fog));
    _fs2p_location0 = _e4;
    return;
}

