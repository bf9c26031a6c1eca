#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct Slot_sb_atomic {
    float weight;
    int hits;
};
struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
};
layout(std430, binding = 0) buffer counters_t_block_0Compute {
    uint data[];
} _group_0_binding_0_cs;

layout(std430, binding = 1) buffer slots_t_block_1Compute {
    Slot_sb_atomic data[];
} _group_0_binding_1_cs;

layout(std430, binding = 2) buffer results_t_block_2Compute {
    uint data[];
} _group_0_binding_2_cs;

shared uint total;

shared int bins[4];


void main_1(uint tid_1) {
    uint tid_2 = 0u;
    uint old = 0u;
    int signed_old = 0;
    uint original = 0u;
    uint tries = 0u;
    uint original_1 = 0u;
    uint tries_1 = 0u;
    tid_2 = tid_1;
    uint _e4 = tid_2;
    if ((_e4 == 0u)) {
        atomicExchange(total, 0u);
    }
    memoryBarrierShared();
    barrier();
    old = 0u;
    uint _e15 = atomicAdd(_group_0_binding_0_cs.data[0], 1u);
    old = _e15;
    uint _e16 = tid_2;
    int _e24 = atomicMin(_group_0_binding_1_cs.data[(_e16 % 2u)].hits, -1);
    uint _e26 = tid_2;
    uint _e30 = tid_2;
    int _e32 = atomicMax(bins[(_e26 % 4u)], int(_e30));
    uint _e34 = tid_2;
    uint _e35 = atomicXor(total, _e34);
    uint _e41 = tid_2;
    tries = 0u;
    while(true) {
        _atomic_compare_exchange_result_Uint_4_ _e45; _e45.old_value = atomicCompSwap(_group_0_binding_0_cs.data[1], 0u, _e41);
        _e45.exchanged = (_e45.old_value == 0u);
        original = _e45.old_value;
        uint _e52 = tries;
        uint _e53 = (_e52 + 1u);
        tries = _e53;
        if (((_e45.exchanged || (_e45.old_value != 0u)) || (_e53 >= 64u))) {
            break;
        }
    }
    uint _e56 = original;
    old = _e56;
    tries_1 = 0u;
    while(true) {
        _atomic_compare_exchange_result_Uint_4_ _e63; _e63.old_value = atomicCompSwap(total, 5u, 6u);
        _e63.exchanged = (_e63.old_value == 5u);
        original_1 = _e63.old_value;
        uint _e70 = tries_1;
        uint _e71 = (_e70 + 1u);
        tries_1 = _e71;
        if (((_e63.exchanged || (_e63.old_value != 5u)) || (_e71 >= 64u))) {
            break;
        }
    }
    signed_old = 0;
    int _e79 = atomicExchange(bins[0], 3);
    signed_old = _e79;
    memoryBarrierShared();
    barrier();
    uint _e80 = tid_2;
    uint _e84 = old;
    uint _e86 = atomicOr(total, 0u);
    uint _e92 = atomicOr(_group_0_binding_0_cs.data[2], 0u);
    int _e94 = signed_old;
    _group_0_binding_2_cs.data[_e80] = (((_e84 + _e86) + _e92) + uint(_e94));
}

void main() {
    if (gl_LocalInvocationID == uvec3(0u)) {
        total = 0u;
        bins = int[4](0, 0, 0, 0);
    }
    memoryBarrierShared();
    barrier();
    uint tid = gl_LocalInvocationIndex;
    main_1(tid);
    return;
}

