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
    uint old = 0u;
    int signed_old = 0;
    uint original = 0u;
    uint tries = 0u;
    uint original_1 = 0u;
    uint tries_1 = 0u;
    if ((tid_1 == 0u)) {
        atomicExchange(total, 0u);
    }
    memoryBarrierShared();
    barrier();
    old = 0u;
    uint _e13 = atomicAdd(_group_0_binding_0_cs.data[0], 1u);
    old = _e13;
    int _e21 = atomicMin(_group_0_binding_1_cs.data[(tid_1 % 2u)].hits, -1);
    int _e27 = atomicMax(bins[(tid_1 % 4u)], int(tid_1));
    uint _e29 = atomicXor(total, tid_1);
    tries = 0u;
    while(true) {
        _atomic_compare_exchange_result_Uint_4_ _e38; _e38.old_value = atomicCompSwap(_group_0_binding_0_cs.data[1], 0u, tid_1);
        _e38.exchanged = (_e38.old_value == 0u);
        original = _e38.old_value;
        uint _e45 = tries;
        uint _e46 = (_e45 + 1u);
        tries = _e46;
        if (((_e38.exchanged || (_e38.old_value != 0u)) || (_e46 >= 64u))) {
            break;
        }
    }
    uint _e49 = original;
    old = _e49;
    tries_1 = 0u;
    while(true) {
        _atomic_compare_exchange_result_Uint_4_ _e56; _e56.old_value = atomicCompSwap(total, 5u, 6u);
        _e56.exchanged = (_e56.old_value == 5u);
        original_1 = _e56.old_value;
        uint _e63 = tries_1;
        uint _e64 = (_e63 + 1u);
        tries_1 = _e64;
        if (((_e56.exchanged || (_e56.old_value != 5u)) || (_e64 >= 64u))) {
            break;
        }
    }
    signed_old = 0;
    int _e72 = atomicExchange(bins[0], 3);
    signed_old = _e72;
    memoryBarrierShared();
    barrier();
    uint _e76 = old;
    uint _e78 = atomicOr(total, 0u);
    uint _e84 = atomicOr(_group_0_binding_0_cs.data[2], 0u);
    int _e86 = signed_old;
    _group_0_binding_2_cs.data[tid_1] = (((_e76 + _e78) + _e84) + uint(_e86));
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

