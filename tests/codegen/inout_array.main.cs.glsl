#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer o_t_block_0Compute {
    float data[];
} _group_0_binding_0_cs;


void bump(inout float a[2]) {
    float _e3 = a[0];
    a[1] = (_e3 + 5.0);
}

void main_1() {
    float arr[2] = float[2](0.0, 0.0);
    float arg[2] = float[2](0.0, 0.0);
    float _e5 = _group_0_binding_0_cs.data[0];
    arr = float[2](_e5, 0.0);
    float _e9[2] = arr;
    arg = _e9;
    bump(arg);
    float _e10[2] = arg;
    arr = _e10;
    float _e16 = arr[1];
    _group_0_binding_0_cs.data[1] = _e16;
}

void main() {
    main_1();
    return;
}

