#version 450 core
struct Transforms_t {
    mat4x4 world;
    mat4x4 viewProj;
    vec3 lightDir;
};
struct Varyings {
    vec4 position;
    vec2 uv;
    vec3 tangent;
    vec3 bitangent;
    vec3 normal;
};
layout(std140, binding = 0) uniform Transforms_t_block_0Fragment { Transforms_t _group_0_binding_0_fs; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 1) smooth in vec3 _vs2fs_location1;
layout(location = 2) smooth in vec3 _vs2fs_location2;
layout(location = 3) smooth in vec3 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    vec4 _e4 = texture(_group_0_binding_1_fs, vec2(i.uv));
    vec3 tn = ((_e4.xyz * vec3(2.0)) - vec3(1.0));
    mat3x3 tbn = mat3x3(normalize(i.tangent), normalize(i.bitangent), normalize(i.normal));
    vec3 n = normalize((tbn * tn));
    vec3 _e23 = _group_0_binding_0_fs.lightDir;
    return vec4(vec3(clamp(dot(n, -(_e23)), 0.0, 1.0)), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec3 tangent = _vs2fs_location1;
    vec3 bitangent = _vs2fs_location2;
    vec3 normal = _vs2fs_location3;
    vec4 _e6 = PSMain_1(Varyings(position, uv, tangent, bitangent, normal));
    _fs2p_location0 = _e6;
    return;
}

