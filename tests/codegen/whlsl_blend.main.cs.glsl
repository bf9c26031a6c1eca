#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct Blend {
    vec4 color;
    float weight;
    uint mode;
    vec2 unused;
};
layout(std430, binding = 0) readonly buffer type_5_block_0Compute { Blend _group_0_binding_0_cs[]; };

layout(std430, binding = 1) buffer type_6_block_1Compute { vec4 _group_0_binding_1_cs[]; };

layout(std430, binding = 2) buffer type_7_block_2Compute { uint _group_0_binding_2_cs; };


void accumulate(inout vec4 acc_1, vec4 c, float w) {
    vec4 c_1 = vec4(0.0);
    float w_1 = 0.0;
    c_1 = c;
    w_1 = w;
    vec4 _e5 = acc_1;
    vec4 _e6 = c_1;
    float _e7 = w_1;
    float _e8 = w_1;
    float _e9 = w_1;
    float _e10 = w_1;
    acc_1 = (_e5 + (_e6 * vec4(_e7, _e8, _e9, _e10)));
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    uvec3 id_1 = uvec3(0u);
    vec4 acc = vec4(0.0);
    Blend b = Blend(vec4(0.0), 0.0, 0u, vec2(0.0));
    bool sc = false;
    id_1 = id;
    acc = vec4(0.0);
    uint _e9 = id_1.x;
    Blend _e11 = _group_0_binding_0_cs[_e9];
    b = _e11;
    uint _e13 = b.mode;
    switch(_e13) {
        case 0u: {
            vec4 _e15 = b.color;
            float _e17 = b.weight;
            accumulate(acc, _e15, _e17);
            vec4 _e19 = b.color;
            accumulate(acc, _e19, 1.0);
            break;
        }
        case 1u: {
            vec4 _e22 = b.color;
            accumulate(acc, _e22, 1.0);
            break;
        }
        default: {
            break;
        }
    }
    float _e25 = b.weight;
    bool _e27 = (_e25 > 0.0);
    sc = _e27;
    if (_e27) {
        float _e30 = acc.w;
        sc = (_e30 != 0.0);
    }
    bool _e33 = sc;
    if (_e33) {
        atomicAdd(_group_0_binding_2_cs, 1u);
    }
    uint _e36 = id_1.x;
    vec4 _e38 = acc;
    _group_0_binding_1_cs[_e36] = _e38;
}

