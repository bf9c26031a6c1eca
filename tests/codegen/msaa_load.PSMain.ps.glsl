#version 450 core
#extension GL_ARB_shader_texture_image_samples : require
layout(binding = 0) uniform sampler2DMS _group_0_binding_0_fs;

layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(vec4 position_1) {
    uint width = 0u;
    uint height = 0u;
    uint samples = 0u;
    uvec4 dimensions = uvec4(0u);
    vec4 sum = vec4(0.0);
    uint s = 0u;
    width = 0u;
    height = 0u;
    samples = 0u;
    uvec2 _e12 = uvec2(textureSize(_group_0_binding_0_fs).xy);
    dimensions = uvec4(_e12.x, _e12.y, 1u, uint(textureSamples(_group_0_binding_0_fs)));
    uint _e18 = dimensions.x;
    width = _e18;
    uint _e20 = dimensions.y;
    height = _e20;
    uint _e22 = dimensions.w;
    samples = _e22;
    sum = vec4(0.0);
    s = 0u;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            uint _e38 = s;
            s = (_e38 + 1u);
        }
        loop_init = false;
        uint _e26 = s;
        uint _e27 = samples;
        if (!((_e26 < _e27))) {
            break;
        }
        uint _e32 = s;
        vec4 _e35 = (int(_e32) < textureSamples(_group_0_binding_0_fs) && all(lessThan(ivec2(position_1.xy), textureSize(_group_0_binding_0_fs))) ? texelFetch(_group_0_binding_0_fs, ivec2(position_1.xy), int(_e32)) : vec4(0.0));
        vec4 _e36 = sum;
        sum = (_e36 + _e35);
    }
    vec4 _e41 = sum;
    uint _e42 = samples;
    return (_e41 / vec4(float(_e42)));
}

void main() {
    vec4 position = gl_FragCoord;
    vec4 _e1 = PSMain_1(position);
    _fs2p_location0 = _e1;
    return;
}

