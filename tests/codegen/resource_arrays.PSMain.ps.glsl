#version 450 core
struct lights_0_t {
    vec3 color;
    float intensity;
};
struct lights_1_t {
    vec3 color;
    float intensity;
};
struct ambient_t {
    vec3 color;
    float intensity;
};
struct extra_t {
    vec3 color;
    float intensity;
};
struct Light {
    vec3 color;
    float intensity;
};
layout(std140, binding = 8) uniform lights_0_t_block_0Fragment { lights_0_t _group_0_binding_8_fs; };

layout(std140, binding = 9) uniform lights_1_t_block_1Fragment { lights_1_t _group_0_binding_9_fs; };

layout(std140, binding = 5) uniform ambient_t_block_2Fragment { ambient_t _group_1_binding_5_fs; };

layout(std140, binding = 11) uniform extra_t_block_3Fragment { extra_t _group_0_binding_11_fs; };

layout(binding = 0) uniform sampler2D _group_0_binding_0_fs;

layout(binding = 2) uniform sampler2D _group_0_binding_2_fs;

layout(binding = 3) uniform sampler2D _group_0_binding_3_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec3 shade(Light l, vec3 albedo) {
    return ((albedo * l.color) * vec3(l.intensity));
}

vec4 PSMain_1(vec2 uv_1) {
    vec3 c = vec3(0.0);
    vec4 _e4 = texture(_group_0_binding_0_fs, vec2(uv_1));
    vec4 _e9 = textureLod(_group_0_binding_3_fs, vec2(uv_1), 1.0);
    vec3 albedo_1 = (_e4.xyz * vec3(_e9.w));
    vec3 _e15 = _group_0_binding_8_fs.color;
    float _e18 = _group_0_binding_8_fs.intensity;
    vec3 _e20 = shade(Light(_e15, _e18), albedo_1);
    vec3 _e23 = _group_0_binding_9_fs.color;
    float _e26 = _group_0_binding_9_fs.intensity;
    vec3 _e28 = shade(Light(_e23, _e26), albedo_1);
    c = (_e20 + _e28);
    vec3 _e32 = _group_1_binding_5_fs.color;
    float _e35 = _group_1_binding_5_fs.intensity;
    vec3 _e40 = _group_0_binding_11_fs.color;
    vec3 _e42 = c;
    c = (_e42 + ((_e32 * vec3(_e35)) + _e40));
    vec3 _e44 = c;
    vec4 _e47 = texture(_group_0_binding_2_fs, vec2(uv_1));
    return vec4(_e44, _e47.w);
}

void main() {
    vec2 uv = _vs2fs_location0;
    vec4 _e1 = PSMain_1(uv);
    _fs2p_location0 = _e1;
    return;
}

