#version 450 core
struct Bones_t {
    mat4x4 bones[64];
};
struct Camera_t {
    mat4x4 viewProj;
};
struct SkinnedIn {
    vec3 position;
    vec3 normal;
    uvec4 indices;
    vec4 weights;
};
struct SkinnedOut {
    vec4 position;
    vec3 normal;
};
struct VSMain_out {
    vec4 position;
    vec3 normal;
};
layout(std140, binding = 0) uniform Bones_t_block_0Vertex { Bones_t _group_0_binding_0_vs; };

layout(std140, binding = 1) uniform Camera_t_block_1Vertex { Camera_t _group_0_binding_1_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 2) in uvec4 _p2vs_location2;
layout(location = 3) in vec4 _p2vs_location3;
layout(location = 0) smooth out vec3 _vs2fs_location0;

SkinnedOut VSMain_1(SkinnedIn v) {
    SkinnedOut o = SkinnedOut(vec4(0.0), vec3(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.bones[v.indices.x];
    mat4x4 _e8 = transpose(_e7);
    vec4 _e11 = vec4(v.weights.x);
    mat4x4 _e12 = mat4x4(_e11, _e11, _e11, _e11);
    mat4x4 _e25 = mat4x4((_e8[0] * _e12[0]), (_e8[1] * _e12[1]), (_e8[2] * _e12[2]), (_e8[3] * _e12[3]));
    mat4x4 _e31 = _group_0_binding_0_vs.bones[v.indices.y];
    mat4x4 _e32 = transpose(_e31);
    vec4 _e35 = vec4(v.weights.y);
    mat4x4 _e36 = mat4x4(_e35, _e35, _e35, _e35);
    mat4x4 _e49 = mat4x4((_e32[0] * _e36[0]), (_e32[1] * _e36[1]), (_e32[2] * _e36[2]), (_e32[3] * _e36[3]));
    mat4x4 _e62 = mat4x4((_e25[0] + _e49[0]), (_e25[1] + _e49[1]), (_e25[2] + _e49[2]), (_e25[3] + _e49[3]));
    mat4x4 _e68 = _group_0_binding_0_vs.bones[v.indices.z];
    mat4x4 _e69 = transpose(_e68);
    vec4 _e72 = vec4(v.weights.z);
    mat4x4 _e73 = mat4x4(_e72, _e72, _e72, _e72);
    mat4x4 _e86 = mat4x4((_e69[0] * _e73[0]), (_e69[1] * _e73[1]), (_e69[2] * _e73[2]), (_e69[3] * _e73[3]));
    mat4x4 _e99 = mat4x4((_e62[0] + _e86[0]), (_e62[1] + _e86[1]), (_e62[2] + _e86[2]), (_e62[3] + _e86[3]));
    mat4x4 _e105 = _group_0_binding_0_vs.bones[v.indices.w];
    mat4x4 _e106 = transpose(_e105);
    vec4 _e109 = vec4(v.weights.w);
    mat4x4 _e110 = mat4x4(_e109, _e109, _e109, _e109);
    mat4x4 _e123 = mat4x4((_e106[0] * _e110[0]), (_e106[1] * _e110[1]), (_e106[2] * _e110[2]), (_e106[3] * _e110[3]));
    mat4x4 skin = mat4x4((_e99[0] + _e123[0]), (_e99[1] + _e123[1]), (_e99[2] + _e123[2]), (_e99[3] + _e123[3]));
    o = SkinnedOut(vec4(0.0), vec3(0.0));
    mat4x4 _e141 = _group_0_binding_1_vs.viewProj;
    o.position = ((vec4(v.position, 1.0) * skin) * transpose(_e141));
    o.normal = (v.normal * mat3x3(skin[0u].xyz, skin[1u].xyz, skin[2u].xyz));
    SkinnedOut _e161 = o;
    return _e161;
}

void main() {
    vec3 position = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    uvec4 indices = _p2vs_location2;
    vec4 weights = _p2vs_location3;
    SkinnedOut _e5 = VSMain_1(SkinnedIn(position, normal, indices, weights));
    VSMain_out _tmp_return = VSMain_out(_e5.position, _e5.normal);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.normal;
    return;
}

