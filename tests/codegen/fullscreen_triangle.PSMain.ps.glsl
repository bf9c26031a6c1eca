#version 450 core
struct Post_t {
    float invGamma;
};
struct Varyings {
    vec4 position;
    vec2 uv;
};
layout(std140, binding = 2) uniform Post_t_block_0Fragment { Post_t _group_0_binding_2_fs; };

layout(binding = 0) uniform sampler2D _group_0_binding_0_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    vec4 _e5 = textureLod(_group_0_binding_0_fs, vec2(i.uv), 0.0);
    vec3 c = _e5.xyz;
    float _e9 = _group_0_binding_2_fs.invGamma;
    return vec4(pow(c, vec3(_e9)), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, uv));
    _fs2p_location0 = _e3;
    return;
}

