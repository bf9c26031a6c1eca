#version 450 core
#extension GL_ARB_shader_texture_image_samples : require
layout(binding = 0) uniform sampler2DMS _group_0_binding_0_fs;

layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(vec4 position_1) {
    vec4 position_2 = vec4(0.0);
    uint width = 0u;
    uint height = 0u;
    uint samples = 0u;
    uvec4 dimensions = uvec4(0u);
    vec4 sum = vec4(0.0);
    uint s = 0u;
    position_2 = position_1;
    width = 0u;
    height = 0u;
    samples = 0u;
    uvec2 _e13 = uvec2(textureSize(_group_0_binding_0_fs).xy);
    dimensions = uvec4(_e13.x, _e13.y, 1u, uint(textureSamples(_group_0_binding_0_fs)));
    uint _e19 = dimensions.x;
    width = _e19;
    uint _e21 = dimensions.y;
    height = _e21;
    uint _e23 = dimensions.w;
    samples = _e23;
    sum = vec4(0.0);
    s = 0u;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e40 = s;
            s = (_e40 + 1u);
        }
        loop_init = false;
        uint _e27 = s;
        uint _e28 = samples;
        if (!((_e27 < _e28))) {
            break;
        }
        vec4 _e31 = position_2;
        uint _e34 = s;
        vec4 _e37 = (int(_e34) < textureSamples(_group_0_binding_0_fs) && all(lessThan(ivec2(_e31.xy), textureSize(_group_0_binding_0_fs))) ? texelFetch(_group_0_binding_0_fs, ivec2(_e31.xy), int(_e34)) : vec4(0.0));
        vec4 _e38 = sum;
        sum = (_e38 + _e37);
    }
    vec4 _e43 = sum;
    uint _e44 = samples;
    return (_e43 / vec4(float(_e44)));
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 _e1 = PSMain_1(position);
    _fs2p_location0 = _e1;
    return;
}

