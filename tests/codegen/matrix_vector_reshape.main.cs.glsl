#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct counter_var_matrices_t {
    uint counter;
};
layout(std430, binding = 0) buffer outputs_t_block_0Compute {
    vec4 data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) buffer matrices_t_block_1Compute {
    mat2x2 data[];
} _group_0_binding_1_cs;

layout(std430, binding = 2) buffer counter_var_matrices_t_block_2Compute { counter_var_matrices_t _group_0_binding_2_cs; };

layout(std430, binding = 3) buffer ints_t_block_3Compute {
    ivec4 data[];
} _group_0_binding_3_cs;


void main_1() {
    mat2x2 reshaped = mat2x2(0.0);
    mat2x2 consumed = mat2x2(0.0);
    mat2x2 m = mat2x2(vec2(1.0, 2.0), vec2(3.0, 4.0));
    vec4 flat_ = vec4(m[0u], m[1u]);
    ivec4 _e17 = _group_0_binding_3_cs.data[0];
    ivec4 _e24 = _group_0_binding_3_cs.data[0];
    mat2x2 from_ints = mat2x2(vec4(_e17).xy, vec4(_e24).zw);
    vec3 _e29 = vec3(2.0);
    mat3x3 big = mat3x3(_e29, _e29, _e29);
    float corner = big[0u].x;
    _group_0_binding_0_cs.data[0] = ((flat_ + vec4(from_ints[0u], from_ints[1u])) + vec4(corner));
    uint _e53 = atomicAdd(_group_0_binding_2_cs.counter, -1u);
    uint _e55 = (_e53 - 1u);
    consumed = mat2x2(0.0);
    if ((_e55 < uint(_group_0_binding_1_cs.data.length()))) {
        mat2x2 _e65 = _group_0_binding_1_cs.data[_e55];
        consumed = _e65;
    }
    mat2x2 _e66 = consumed;
    reshaped = _e66;
    mat2x2 _e67 = reshaped;
    mat2x2 _e71 = reshaped;
    _group_0_binding_0_cs.data[1] = vec4(transpose(_e67)[0u], transpose(_e71)[1u]);
}

void main() {
    main_1();
    return;
}

