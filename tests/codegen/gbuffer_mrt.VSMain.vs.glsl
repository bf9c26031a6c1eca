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
    vec3 position_2 = vec3(0.0);
    vec3 normal_2 = vec3(0.0);
    VSOut o = VSOut(vec4(0.0), vec3(0.0));
    position_2 = position_1;
    normal_2 = normal_1;
    o = VSOut(vec4(0.0), vec3(0.0));
    mat4x4 _e9 = _group_0_binding_0_vs.viewProj;
    mat4x4 _e13 = _group_0_binding_0_vs.world;
    vec3 _e15 = position_2;
    o.position = ((vec4(_e15, 1.0) * transpose(_e13)) * transpose(_e9));
    mat4x4 _e23 = _group_0_binding_0_vs.world;
    mat4x4 _e30 = _group_0_binding_0_vs.world;
    mat4x4 _e37 = _group_0_binding_0_vs.world;
    vec3 _e43 = normal_2;
    o.normal = (_e43 * mat3x3(transpose(_e23)[0u].xyz, transpose(_e30)[1u].xyz, transpose(_e37)[2u].xyz));
    VSOut _e45 = o;
    return _e45;
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

