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
    SkinnedIn v_1 = SkinnedIn(vec3(0.0), vec3(0.0), uvec4(0u), vec4(0.0));
    mat4x4 skin = mat4x4(0.0);
    SkinnedOut o = SkinnedOut(vec4(0.0), vec3(0.0));
    v_1 = v;
    uint _e8 = v_1.indices.x;
    mat4x4 _e10 = _group_0_binding_0_vs.bones[_e8];
    mat4x4 _e11 = transpose(_e10);
    float _e14 = v_1.weights.x;
    vec4 _e15 = vec4(_e14);
    mat4x4 _e16 = mat4x4(_e15, _e15, _e15, _e15);
    mat4x4 _e29 = mat4x4((_e11[0] * _e16[0]), (_e11[1] * _e16[1]), (_e11[2] * _e16[2]), (_e11[3] * _e16[3]));
    uint _e34 = v_1.indices.y;
    mat4x4 _e36 = _group_0_binding_0_vs.bones[_e34];
    mat4x4 _e37 = transpose(_e36);
    float _e40 = v_1.weights.y;
    vec4 _e41 = vec4(_e40);
    mat4x4 _e42 = mat4x4(_e41, _e41, _e41, _e41);
    mat4x4 _e55 = mat4x4((_e37[0] * _e42[0]), (_e37[1] * _e42[1]), (_e37[2] * _e42[2]), (_e37[3] * _e42[3]));
    mat4x4 _e68 = mat4x4((_e29[0] + _e55[0]), (_e29[1] + _e55[1]), (_e29[2] + _e55[2]), (_e29[3] + _e55[3]));
    uint _e73 = v_1.indices.z;
    mat4x4 _e75 = _group_0_binding_0_vs.bones[_e73];
    mat4x4 _e76 = transpose(_e75);
    float _e79 = v_1.weights.z;
    vec4 _e80 = vec4(_e79);
    mat4x4 _e81 = mat4x4(_e80, _e80, _e80, _e80);
    mat4x4 _e94 = mat4x4((_e76[0] * _e81[0]), (_e76[1] * _e81[1]), (_e76[2] * _e81[2]), (_e76[3] * _e81[3]));
    mat4x4 _e107 = mat4x4((_e68[0] + _e94[0]), (_e68[1] + _e94[1]), (_e68[2] + _e94[2]), (_e68[3] + _e94[3]));
    uint _e112 = v_1.indices.w;
    mat4x4 _e114 = _group_0_binding_0_vs.bones[_e112];
    mat4x4 _e115 = transpose(_e114);
    float _e118 = v_1.weights.w;
    vec4 _e119 = vec4(_e118);
    mat4x4 _e120 = mat4x4(_e119, _e119, _e119, _e119);
    mat4x4 _e133 = mat4x4((_e115[0] * _e120[0]), (_e115[1] * _e120[1]), (_e115[2] * _e120[2]), (_e115[3] * _e120[3]));
    skin = mat4x4((_e107[0] + _e133[0]), (_e107[1] + _e133[1]), (_e107[2] + _e133[2]), (_e107[3] + _e133[3]));
    o = SkinnedOut(vec4(0.0), vec3(0.0));
    mat4x4 _e151 = _group_0_binding_1_vs.viewProj;
    mat4x4 _e153 = skin;
    vec3 _e155 = v_1.position;
    o.position = ((vec4(_e155, 1.0) * _e153) * transpose(_e151));
    mat4x4 _e161 = skin;
    mat4x4 _e165 = skin;
    mat4x4 _e169 = skin;
    vec3 _e175 = v_1.normal;
    o.normal = (_e175 * mat3x3(_e161[0u].xyz, _e165[1u].xyz, _e169[2u].xyz));
    SkinnedOut _e177 = o;
    return _e177;
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

