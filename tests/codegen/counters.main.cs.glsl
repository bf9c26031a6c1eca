#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct Particle_sb {
    vec3 position;
    float life;
};
struct counter_var_alive_t {
    uint counter;
};
struct counter_var_q_t {
    uint counter;
};
struct counter_var_slots_t {
    uint counter;
};
struct Particle {
    vec3 position;
    float life;
};
layout(std430, binding = 0) buffer alive_t_block_0Compute {
    Particle_sb data[];
} _group_0_binding_0_cs;

layout(std430, binding = 3) buffer counter_var_alive_t_block_1Compute { counter_var_alive_t _group_0_binding_3_cs; };

layout(std430, binding = 1) buffer q_t_block_2Compute {
    Particle_sb data[];
} _group_0_binding_1_cs;

layout(std430, binding = 7) buffer counter_var_q_t_block_3Compute { counter_var_q_t _group_0_binding_7_cs; };

layout(std430, binding = 2) buffer slots_t_block_4Compute {
    uint data[];
} _group_0_binding_2_cs;

layout(std430, binding = 4) buffer counter_var_slots_t_block_5Compute { counter_var_slots_t _group_0_binding_4_cs; };


void main_1() {
    Particle p = Particle(vec3(0.0), 0.0);
    Particle consumed = Particle(vec3(0.0), 0.0);
    uint _e4 = atomicAdd(_group_0_binding_7_cs.counter, -1u);
    uint _e6 = (_e4 - 1u);
    consumed = Particle(vec3(0.0), 0.0);
    if ((_e6 < uint(_group_0_binding_1_cs.data.length()))) {
        Particle_sb _e16 = _group_0_binding_1_cs.data[_e6];
        consumed = Particle(_e16.position, _e16.life);
    }
    Particle _e20 = consumed;
    p = _e20;
    float _e23 = p.life;
    p.life = (_e23 - 1.0);
    float _e26 = p.life;
    if ((_e26 > 0.0)) {
        Particle _e29 = p;
        uint _e33 = atomicAdd(_group_0_binding_3_cs.counter, 1u);
        if ((_e33 < uint(_group_0_binding_0_cs.data.length()))) {
            _group_0_binding_0_cs.data[_e33] = Particle_sb(_e29.position, _e29.life);
        }
    }
    uint _e47 = atomicAdd(_group_0_binding_4_cs.counter, 1u);
    uint _e54 = atomicAdd(_group_0_binding_4_cs.counter, -1u);
    _group_0_binding_2_cs.data[_e47] = (_e54 - 1u);
}

void main() {
    main_1();
    return;
}

