#version 450 core
struct Shadow_t {
    mat4x4 viewProj;
    mat4x4 lightViewProj;
    float bias;
};
struct Varyings {
    vec4 position;
    vec4 lightPos;
};
layout(std140, binding = 0) uniform Shadow_t_block_0Fragment { Shadow_t _group_0_binding_0_fs; };

layout(binding = 1) uniform sampler2DShadow _group_0_binding_1_fs;

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    vec3 p = (i.lightPos.xyz / vec3(i.lightPos.w));
    vec2 uv = ((p.xy * vec2(0.5, -0.5)) + vec2(0.5));
    float _e18 = _group_0_binding_0_fs.bias;
    float lit = textureLod(_group_0_binding_1_fs, vec3(uv, (p.z - _e18)), 0.0);
    return vec4(vec3(lit), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 lightPos = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, lightPos));
    _fs2p_location0 = _e3;
    return;
}

