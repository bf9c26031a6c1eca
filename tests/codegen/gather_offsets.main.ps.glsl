#version 450 core
layout(binding = 0) uniform sampler2D _group_0_binding_0_fs;

layout(binding = 1) uniform sampler2DShadow _group_0_binding_1_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 1) smooth in float _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

vec4 main_1(vec2 uv_1, float depth_1) {
    vec4 _e7 = textureGatherOffset(_group_0_binding_0_fs, vec2(uv_1), ivec2(0, 0), 1);
    vec4 _e12 = textureGatherOffset(_group_0_binding_0_fs, vec2(uv_1), ivec2(1, 0), 1);
    vec4 _e17 = textureGatherOffset(_group_0_binding_0_fs, vec2(uv_1), ivec2(0, 1), 1);
    vec4 _e22 = textureGatherOffset(_group_0_binding_0_fs, vec2(uv_1), ivec2(-1, -1), 1);
    vec4 g = vec4(_e7.w, _e12.w, _e17.w, _e22.w);
    vec4 _e30 = textureGatherOffset(_group_0_binding_1_fs, vec2(uv_1), depth_1, ivec2(-2, 0));
    vec4 _e35 = textureGatherOffset(_group_0_binding_1_fs, vec2(uv_1), depth_1, ivec2(2, 0));
    vec4 _e40 = textureGatherOffset(_group_0_binding_1_fs, vec2(uv_1), depth_1, ivec2(0, -2));
    vec4 _e45 = textureGatherOffset(_group_0_binding_1_fs, vec2(uv_1), depth_1, ivec2(0, 2));
    vec4 c = vec4(_e30.w, _e35.w, _e40.w, _e45.w);
    return (g * c);
}

void main() {
    vec2 uv = _vs2fs_location0;
    float depth = _vs2fs_location1;
    vec4 _e2 = main_1(uv, depth);
    _fs2p_location0 = _e2;
    return;
}

