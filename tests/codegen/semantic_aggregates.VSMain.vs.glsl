#version 450 core
uniform uint naga_vs_first_instance;

struct Instance {
    vec4 color;
    vec2 offset;
};
struct VSOut {
    vec4 pos;
    uint instance;
    mat3x2 basis;
    Instance inst;
    vec4 weights[2];
};
struct VSMain_out {
    vec4 pos;
    uint instance;
    vec3 basis_0_;
    vec3 basis_1_;
    vec4 color;
    vec2 offset;
    vec4 weights_0_;
    vec4 weights_1_;
};
layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 2) in vec2 _p2vs_location2;
layout(location = 3) in vec4 _p2vs_location3;
layout(location = 4) in vec4 _p2vs_location4;
layout(location = 5) in vec3 _p2vs_location5;
layout(location = 6) in vec3 _p2vs_location6;
layout(location = 0) flat out uint _vs2fs_location0;
layout(location = 1) smooth out vec3 _vs2fs_location1;
layout(location = 2) smooth out vec3 _vs2fs_location2;
layout(location = 3) smooth out vec4 _vs2fs_location3;
layout(location = 4) smooth out vec2 _vs2fs_location4;
layout(location = 5) smooth out vec4 _vs2fs_location5;
layout(location = 6) smooth out vec4 _vs2fs_location6;

VSOut VSMain_1(vec3 pos_1, Instance inst, vec4 weights[2], mat2x3 basis, uint id_1) {
    vec4 weights_1[2] = vec4[2](vec4(0.0), vec4(0.0));
    VSOut o = VSOut(vec4(0.0), 0u, mat3x2(0.0), Instance(vec4(0.0), vec2(0.0)), vec4[2](vec4(0.0), vec4(0.0)));
    weights_1 = weights;
    o = VSOut(vec4(0.0), 0u, mat3x2(0.0), Instance(vec4(0.0), vec2(0.0)), vec4[2](vec4(0.0), vec4(0.0)));
    o.pos = vec4(((pos_1 + basis[1]) + inst.color.xyz), 1.0);
    o.instance = id_1;
    o.basis = transpose(basis);
    o.inst = inst;
    vec4 _e22[2] = weights_1;
    o.weights = _e22;
    VSOut _e23 = o;
    return _e23;
}

void main() {
    vec3 pos = _p2vs_location0;
    vec4 color = _p2vs_location1;
    vec2 offset = _p2vs_location2;
    vec4 weights_0_ = _p2vs_location3;
    vec4 weights_1_ = _p2vs_location4;
    vec3 basis_0_ = _p2vs_location5;
    vec3 basis_1_ = _p2vs_location6;
    uint id = (uint(gl_InstanceID) + naga_vs_first_instance);
    VSOut _e11 = VSMain_1(pos, Instance(color, offset), vec4[2](weights_0_, weights_1_), mat2x3(basis_0_, basis_1_), id);
    mat2x3 _e15 = transpose(_e11.basis);
    VSMain_out _tmp_return = VSMain_out(_e11.pos, _e11.instance, _e15[0], _e15[1], _e11.inst.color, _e11.inst.offset, _e11.weights[0], _e11.weights[1]);
    gl_Position = _tmp_return.pos;
    _vs2fs_location0 = _tmp_return.instance;
    _vs2fs_location1 = _tmp_return.basis_0_;
    _vs2fs_location2 = _tmp_return.basis_1_;
    _vs2fs_location3 = _tmp_return.color;
    _vs2fs_location4 = _tmp_return.offset;
    _vs2fs_location5 = _tmp_return.weights_0_;
    _vs2fs_location6 = _tmp_return.weights_1_;
    return;
}

