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
    uvec3 id_2 = uvec3(0u);
    int x = 0;
    int acc = 0;
    int i = 0;
    id_2 = id_1;
    uint _e6 = id_2.x;
    int _e10 = _group_0_binding_0_cs.data[_e6];
    x = _e10;
    acc = 0;
    i = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e35 = i;
            i = (_e35 + 1);
        }
        loop_init = false;
        int _e13 = i;
        if (!((_e13 < 4))) {
            break;
        }
        int _e17 = x;
        int _e18 = i;
        switch(((_e17 + _e18) % 4)) {
            case 0: {
                continue;
            }
            case 1:
            case 2: {
                int _e22 = x;
                int _e25 = i;
                int _e27 = acc;
                acc = (_e27 + ((_e22 * 10) + _e25));
                break;
            }
            default: {
                int _e30 = acc;
                acc = (_e30 - 1);
                break;
            }
        }
        int _e33 = acc;
        acc = (_e33 + 1000);
    }
    uint _e39 = id_2.x;
    switch(_e39) {
        case 7u: {
            int _e40 = acc;
            acc = -(_e40);
            break;
        }
        default: {
            break;
        }
    }
    uint _e43 = id_2.x;
    int _e47 = acc;
    _group_0_binding_1_cs.data[_e43] = _e47;
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

