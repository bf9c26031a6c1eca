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
    uint width = 0u;
    uint height = 0u;
    uvec4 dimensions = uvec4(0u);
    vec4 c = vec4(0.0);
    bool sc = false;
    width = 0u;
    height = 0u;
    uvec2 _e9 = uvec2(imageSize(_group_0_binding_20_cs).xy);
    dimensions = uvec4(_e9.x, _e9.y, 1u, 1u);
    uint _e14 = dimensions.x;
    width = _e14;
    uint _e16 = dimensions.y;
    height = _e16;
    uint _e18 = width;
    bool _e19 = (id_1.x >= _e18);
    sc = _e19;
    if (_e19) {
    } else {
        uint _e22 = height;
        sc = (id_1.y >= _e22);
    }
    bool _e24 = sc;
    if (_e24) {
        return;
    }
    uint _e30 = width;
    uint _e32 = height;
    vec2 uv = ((vec2(id_1.xy) + vec2(0.5)) / vec2(float(_e30), float(_e32)));
    ivec3 _e39 = ivec3(ivec2(id_1.xy), 0);
    vec4 _e43 = (_e39.z < textureQueryLevels(_group_0_binding_0_cs) && all(lessThan(_e39.xy, textureSize(_group_0_binding_0_cs, _e39.z))) ? texelFetch(_group_0_binding_0_cs, _e39.xy, _e39.z) : vec4(0.0));
    vec4 _e47 = (0 < textureQueryLevels(_group_0_binding_0_cs) && all(lessThan(ivec2(id_1.xy), textureSize(_group_0_binding_0_cs, 0))) ? texelFetch(_group_0_binding_0_cs, ivec2(id_1.xy), 0) : vec4(0.0));
    c = (_e43 + _e47);
    vec4 _e52 = textureLod(_group_0_binding_1_cs, vec2(uv), 0.0);
    vec4 _e53 = c;
    c = (_e53 + _e52);
    vec3 _e57 = vec3(uv, 1.0);
    vec4 _e65 = textureLod(_group_0_binding_2_cs, vec3(_e57.xy, int(roundEven(_e57.z))), 0.0);
    float _e67 = c.x;
    c.x = (_e67 + _e65.x);
    uint _e78 = _group_0_binding_3_cs.data[((id_1.x * 4u) >> 2u)];
    float _e84 = _group_0_binding_4_cs.data[id_1.y];
    float _e86 = c.y;
    c.y = (_e86 + (uintBitsToFloat(_e78) + _e84));
    vec4 _e90 = c;
    imageStore(_group_0_binding_20_cs, ivec2(id_1.xy), _e90);
}

void main() {
    uvec3 id = gl_GlobalInvocationID;
    CSMain_1(id);
    return;
}

