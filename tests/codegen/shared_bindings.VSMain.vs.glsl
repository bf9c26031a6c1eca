#version 450 core
struct Camera_t {
    mat4x4 viewProj;
    vec4 tint;
};
struct VOut {
    vec4 pos;
    vec2 uv;
    vec3 shadowPos;
};
struct VSMain_out {
    vec4 pos;
    vec2 uv;
    vec3 shadowPos;
};
layout(std140, binding = 0) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec2 _p2vs_location1;
layout(location = 0) smooth out vec2 _vs2fs_location0;
layout(location = 1) smooth out vec3 _vs2fs_location1;

VOut VSMain_1(vec3 p_1, vec2 uv_1) {
    VOut o = VOut(vec4(0.0), vec2(0.0), vec3(0.0));
    o = VOut(vec4(0.0), vec2(0.0), vec3(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.viewProj;
    o.pos = (vec4(p_1, 1.0) * transpose(_e7));
    o.uv = uv_1;
    vec4 _e15 = o.pos;
    float _e19 = o.pos.w;
    o.shadowPos = (_e15.xyz / vec3(_e19));
    VOut _e22 = o;
    return _e22;
}

void main() {
    vec3 p = _p2vs_location0;
    vec2 uv = _p2vs_location1;
    VOut _e2 = VSMain_1(p, uv);
    VSMain_out _tmp_return = VSMain_out(_e2.pos, _e2.uv, _e2.shadowPos);
    gl_Position = _tmp_return.pos;
    _vs2fs_location0 = _tmp_return.uv;
    _vs2fs_location1 = _tmp_return.shadowPos;
    return;
}

