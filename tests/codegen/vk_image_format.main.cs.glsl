#version 450 core
#extension GL_ARB_compute_shader : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

layout(binding = 0,rgba16f) readonly uniform image2D _group_0_binding_0_cs;

layout(binding = 1,rgba8) writeonly uniform image2D _group_0_binding_1_cs;

layout(binding = 2,r32ui) writeonly uniform uimage2D _group_0_binding_2_cs;


void main_1(uvec2 p_1) {
    vec4 c = imageLoad(_group_0_binding_0_cs, ivec2(p_1));
    imageStore(_group_0_binding_1_cs, ivec2(p_1), clamp(c, vec4(0.0), vec4(1.0)));
    imageStore(_group_0_binding_2_cs, ivec2(p_1), uvec4(p_1.x, 0u, 0u, 0u));
}

void main() {
    uvec3 p = gl_GlobalInvocationID;
    main_1(p.xy);
    return;
}

