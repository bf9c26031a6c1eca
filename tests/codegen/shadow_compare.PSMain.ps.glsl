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
    Varyings i_1 = Varyings(vec4(0.0), vec4(0.0));
    vec3 p = vec3(0.0);
    vec2 uv = vec2(0.0);
    float lit = 0.0;
    i_1 = i;
    vec4 _e6 = i_1.lightPos;
    float _e10 = i_1.lightPos.w;
    p = (_e6.xyz / vec3(_e10));
    vec3 _e13 = p;
    uv = ((_e13.xy * vec2(0.5, -0.5)) + vec2(0.5));
    vec2 _e22 = uv;
    float _e24 = p.z;
    float _e27 = _group_0_binding_0_fs.bias;
    float _e31 = textureLod(_group_0_binding_1_fs, vec3(_e22, (_e24 - _e27)), 0.0);
    lit = _e31;
    float _e32 = lit;
    return vec4(vec3(_e32), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 lightPos = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, lightPos));
    _fs2p_location0 = _e3;
    return;
}

