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
struct VSMain_out {
    vec4 position;
    vec3 normal;
};
layout(std140, binding = 0) uniform Object_t_block_0Vertex { Object_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 0) smooth out vec3 _vs2fs_location0;

VSOut VSMain_1(vec3 position_1, vec3 normal_1) {
    VSOut o = VSOut(vec4(0.0), vec3(0.0));
    o = VSOut(vec4(0.0), vec3(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.viewProj;
    mat4x4 _e11 = _group_0_binding_0_vs.world;
    o.position = ((vec4(position_1, 1.0) * transpose(_e11)) * transpose(_e7));
    mat4x4 _e20 = _group_0_binding_0_vs.world;
    mat4x4 _e27 = _group_0_binding_0_vs.world;
    mat4x4 _e34 = _group_0_binding_0_vs.world;
    o.normal = (normal_1 * mat3x3(transpose(_e20)[0u].xyz, transpose(_e27)[1u].xyz, transpose(_e34)[2u].xyz));
    VSOut _e41 = o;
    return _e41;
}

void main() {
    vec3 position = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    VSOut _e2 = VSMain_1(position, normal);
    VSMain_out _tmp_return = VSMain_out(_e2.position, _e2.normal);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.normal;
    return;
}

