#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct push_t {
    vec4 tint;
    vec2 scale;
    uint count;
    float gain[3];
};
uniform push_t _immediates_binding_cs;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    vec4 data[];
} _group_0_binding_0_cs;


void main_1(uint i_1) {
    vec4 _e6 = _immediates_binding_cs.tint;
    float _e10 = _immediates_binding_cs.scale.x;
    float _e18 = _immediates_binding_cs.gain[(i_1 % 3u)];
    uint _e23 = _immediates_binding_cs.count;
    _group_0_binding_0_cs.data[i_1] = (((_e6 * vec4(_e10)) * vec4(_e18)) + vec4(float(_e23)));
}

void main() {
    uvec3 i = gl_GlobalInvocationID;
    main_1(i.x);
    return;
}

