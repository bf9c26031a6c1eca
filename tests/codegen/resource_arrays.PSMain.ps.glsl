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
    Light l_1 = Light(vec3(0.0), 0.0);
    vec3 albedo_1 = vec3(0.0);
    l_1 = l;
    albedo_1 = albedo;
    vec3 _e4 = albedo_1;
    vec3 _e6 = l_1.color;
    float _e9 = l_1.intensity;
    return ((_e4 * _e6) * vec3(_e9));
}

vec4 PSMain_1(vec2 uv_1) {
    vec2 uv_2 = vec2(0.0);
    vec3 albedo_2 = vec3(0.0);
    vec3 c = vec3(0.0);
    uv_2 = uv_1;
    vec2 _e4 = uv_2;
    vec4 _e7 = texture(_group_0_binding_0_fs, vec2(_e4));
    vec2 _e9 = uv_2;
    vec4 _e13 = textureLod(_group_0_binding_3_fs, vec2(_e9), 1.0);
    albedo_2 = (_e7.xyz * vec3(_e13.w));
    vec3 _e19 = _group_0_binding_8_fs.color;
    float _e22 = _group_0_binding_8_fs.intensity;
    vec3 _e24 = albedo_2;
    vec3 _e25 = shade(Light(_e19, _e22), _e24);
    vec3 _e28 = _group_0_binding_9_fs.color;
    float _e31 = _group_0_binding_9_fs.intensity;
    vec3 _e33 = albedo_2;
    vec3 _e34 = shade(Light(_e28, _e31), _e33);
    c = (_e25 + _e34);
    vec3 _e38 = _group_1_binding_5_fs.color;
    float _e41 = _group_1_binding_5_fs.intensity;
    vec3 _e46 = _group_0_binding_11_fs.color;
    vec3 _e48 = c;
    c = (_e48 + ((_e38 * vec3(_e41)) + _e46));
    vec3 _e50 = c;
    vec2 _e51 = uv_2;
    vec4 _e54 = texture(_group_0_binding_2_fs, vec2(_e51));
    return vec4(_e50, _e54.w);
}

void main() {
    vec2 uv = _vs2fs_location0;
    vec4 _e1 = PSMain_1(uv);
    _fs2p_location0 = _e1;
    return;
}

