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
    Varyings i_1 = Varyings(vec4(0.0), vec4(0.0), 0.0);
    i_1 = i;
    vec4 _e4 = _group_0_binding_0_fs.fogColor;
    vec4 _e7 = i_1.color;
    float _e10 = i_1.fog;
    float _e15 = i_1.color.w;
    return vec4(mix(_e4.xyz, _e7.xyz, vec3(_e10)), _e15);
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 color = _vs2fs_location0;
    float fog = _vs2fs_location1;
    vec4 _e4 = PSMain_1(Varyings(position, color, fog));
    _fs2p_location0 = _e4;
    return;
}

