#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) buffer result_t_block_0Compute {
    vec4 data[];
} _group_0_binding_0_cs;


void twice(inout float t) {
    float _e2 = t;
    t = (_e2 * 2.0);
}

float weigh(float scale, float x) {
    return (scale * x);
}

void main_1(uvec3 id_1) {
    float acc = 0.0;
    float t_1 = 0.0;
    mat2x2 grid = mat2x2(0.0);
    float steps[2] = float[2](0.0, 0.0);
    float arg = 0.0;
    vec3 base = vec3(float(id_1.x), 1.0, 2.0);
    acc = base.x;
    float _e13 = weigh(0.5, base.y);
    float _e14 = acc;
    acc = (_e14 + _e13);
    t_1 = base.z;
    float _e18 = t_1;
    arg = _e18;
    twice(arg);
    float _e19 = arg;
    t_1 = _e19;
    grid = mat2x2(vec2(1.0, 2.0), vec2(3.0, 4.0));
    vec2 row = grid[(id_1.x & 1u)];
    steps = float[2](1.0, 2.0);
    float _e39 = acc;
    float _e40 = t_1;
    float _e46 = steps[(id_1.x & 1u)];
    _group_0_binding_0_cs.data[id_1.x] = vec4(_e39, _e40, row.x, _e46);
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    main_1(id);
    return;
}

