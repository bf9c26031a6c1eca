#version 450 core
#extension GL_ARB_shader_storage_buffer_object : require
uniform uint naga_vs_first_instance;

struct Camera_t {
    mat4x4 viewProj;
};
struct Instance_sb {
    vec3 offset;
    float scale;
    vec4 color;
};
struct Varyings {
    vec4 position;
    vec4 color;
};
struct Instance {
    vec3 offset;
    float scale;
    vec4 color;
};
struct VSMain_out {
    vec4 position;
    vec4 color;
};
layout(std140, binding = 1) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_1_vs; };

layout(std430, binding = 0) readonly buffer instances_t_block_1Vertex {
    Instance_sb data[];
} _group_0_binding_0_vs;

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 0) flat out vec4 _vs2fs_location0;

Varyings VSMain_1(vec3 position_1, uint instanceId_1) {
    Varyings o = Varyings(vec4(0.0), vec4(0.0));
    Instance_sb _e6 = _group_0_binding_0_vs.data[instanceId_1];
    Instance inst = Instance(_e6.offset, _e6.scale, _e6.color);
    o = Varyings(vec4(0.0), vec4(0.0));
    mat4x4 _e15 = _group_0_binding_1_vs.viewProj;
    o.position = (vec4(((position_1 * vec3(inst.scale)) + inst.offset), 1.0) * transpose(_e15));
    o.color = inst.color;
    Varyings _e27 = o;
    return _e27;
}

void main() {
    vec3 position = _p2vs_location0;
    uint instanceId = (uint(gl_InstanceID) + naga_vs_first_instance);
    Varyings _e2 = VSMain_1(position, instanceId);
    VSMain_out _tmp_return = VSMain_out(_e2.position, _e2.color);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.color;
    return;
}

