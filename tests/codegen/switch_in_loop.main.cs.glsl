#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer input_t_block_0Compute {
    int data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) buffer output_t_block_1Compute {
    int data[];
} _group_0_binding_1_cs;


void main_1(uvec3 id_1) {
    int acc = 0;
    int i = 0;
    int x = _group_0_binding_0_cs.data[id_1.x];
    acc = 0;
    i = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e30 = i;
            i = (_e30 + 1);
        }
        loop_init = false;
        int _e10 = i;
        if (!((_e10 < 4))) {
            break;
        }
        int _e14 = i;
        switch(((x + _e14) % 4)) {
            case 0: {
                continue;
            }
            case 1:
            case 2: {
                int _e20 = i;
                int _e22 = acc;
                acc = (_e22 + ((x * 10) + _e20));
                break;
            }
            default: {
                int _e25 = acc;
                acc = (_e25 - 1);
                break;
            }
        }
        int _e28 = acc;
        acc = (_e28 + 1000);
    }
    switch(id_1.x) {
        case 7u: {
            int _e34 = acc;
            acc = -(_e34);
            break;
        }
        default: {
            break;
        }
    }
    int _e40 = acc;
    _group_0_binding_1_cs.data[id_1.x] = _e40;
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

