#version 450 core
struct Object_t {
    mat4x4 world;
    mat4x4 viewProj;
    vec4 albedo;
    float roughness;
    float metalness;
    uint objectId;
};
struct VSOut {
    vec4 position;
    vec3 normal;
};
struct GBuffer {
    vec4 albedo;
    vec4 normal;
    vec2 material;
    uint id;
};
struct PSMain_out {
    vec4 albedo;
    vec4 normal;
    vec2 material;
    uint id;
};
layout(std140, binding = 0) uniform Object_t_block_0Fragment { Object_t _group_0_binding_0_fs; };

layout(location = 0) smooth in vec3 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;
layout(location = 1) out vec4 _fs2p_location1;
layout(location = 2) out vec2 _fs2p_location2;
layout(location = 3) out uint _fs2p_location3;

GBuffer PSMain_1(VSOut i) {
    GBuffer g = GBuffer(vec4(0.0), vec4(0.0), vec2(0.0), 0u);
    g = GBuffer(vec4(0.0), vec4(0.0), vec2(0.0), 0u);
    vec4 _e6 = _group_0_binding_0_fs.albedo;
    g.albedo = _e6;
    g.normal = vec4(((normalize(i.normal) * vec3(0.5)) + vec3(0.5)), 0.0);
    float _e21 = _group_0_binding_0_fs.roughness;
    float _e24 = _group_0_binding_0_fs.metalness;
    g.material = vec2(_e21, _e24);
    uint _e29 = _group_0_binding_0_fs.objectId;
    g.id = _e29;
    GBuffer _e30 = g;
    return _e30;
}

void main() {
    vec4 position = gl_FragCoord;
    vec3 normal = _vs2fs_location0;
    GBuffer _e3 = PSMain_1(VSOut(position, normal));
    PSMain_out _tmp_return = PSMain_out(_e3.albedo, _e3.normal, _e3.material, _e3.id);
    _fs2p_location0 = _tmp_return.albedo;
    _fs2p_location1 = _tmp_return.normal;
    _fs2p_location2 = _tmp_return.material;
    _fs2p_location3 = _tmp_return.id;
    return;
}

