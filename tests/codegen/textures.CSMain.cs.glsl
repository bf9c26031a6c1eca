#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

layout(binding = 0) uniform sampler2D _group_0_binding_0_cs;

layout(binding = 1) uniform sampler2D _group_0_binding_1_cs;

layout(binding = 2) uniform sampler2DArray _group_0_binding_2_cs;

layout(binding = 20,rgba32f) writeonly uniform image2D _group_0_binding_20_cs;

layout(std430, binding = 3) readonly buffer words_t_block_0Compute {
    uint data[];
} _group_0_binding_3_cs;

layout(std430, binding = 4) readonly buffer weights_t_block_1Compute {
    float data[];
} _group_0_binding_4_cs;


void CSMain_1(uvec3 id_1) {
    uvec3 id_2 = uvec3(0u);
    uint width = 0u;
    uint height = 0u;
    uvec4 dimensions = uvec4(0u);
    vec2 uv = vec2(0.0);
    vec4 c = vec4(0.0);
    bool sc = false;
    id_2 = id_1;
    width = 0u;
    height = 0u;
    uvec2 _e11 = uvec2(imageSize(_group_0_binding_20_cs).xy);
    dimensions = uvec4(_e11.x, _e11.y, 1u, 1u);
    uint _e16 = dimensions.x;
    width = _e16;
    uint _e18 = dimensions.y;
    height = _e18;
    uint _e20 = id_2.x;
    uint _e21 = width;
    bool _e22 = (_e20 >= _e21);
    sc = _e22;
    if (_e22) {
    } else {
        uint _e25 = id_2.y;
        uint _e26 = height;
        sc = (_e25 >= _e26);
    }
    bool _e28 = sc;
    if (_e28) {
        return;
    }
    uvec3 _e29 = id_2;
    uint _e35 = width;
    uint _e37 = height;
    uv = ((vec2(_e29.xy) + vec2(0.5)) / vec2(float(_e35), float(_e37)));
    uvec3 _e41 = id_2;
    ivec3 _e45 = ivec3(ivec2(_e41.xy), 0);
    vec4 _e49 = (_e45.z < textureQueryLevels(_group_0_binding_0_cs) && all(lessThan(_e45.xy, textureSize(_group_0_binding_0_cs, _e45.z))) ? texelFetch(_group_0_binding_0_cs, _e45.xy, _e45.z) : vec4(0.0));
    uvec3 _e50 = id_2;
    vec4 _e54 = (0 < textureQueryLevels(_group_0_binding_0_cs) && all(lessThan(ivec2(_e50.xy), textureSize(_group_0_binding_0_cs, 0))) ? texelFetch(_group_0_binding_0_cs, ivec2(_e50.xy), 0) : vec4(0.0));
    c = (_e49 + _e54);
    vec2 _e56 = uv;
    vec4 _e60 = textureLod(_group_0_binding_1_cs, vec2(_e56), 0.0);
    vec4 _e61 = c;
    c = (_e61 + _e60);
    vec2 _e64 = uv;
    vec3 _e66 = vec3(_e64, 1.0);
    vec4 _e74 = textureLod(_group_0_binding_2_cs, vec3(_e66.xy, int(roundEven(_e66.z))), 0.0);
    float _e76 = c.x;
    c.x = (_e76 + _e74.x);
    uint _e80 = id_2.x;
    uint _e88 = _group_0_binding_3_cs.data[((_e80 * 4u) >> 2u)];
    uint _e91 = id_2.y;
    float _e95 = _group_0_binding_4_cs.data[_e91];
    float _e97 = c.y;
    c.y = (_e97 + (uintBitsToFloat(_e88) + _e95));
    uvec3 _e99 = id_2;
    vec4 _e101 = c;
    imageStore(_group_0_binding_20_cs, ivec2(_e99.xy), _e101);
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    CSMain_1(id);
    return;
}

