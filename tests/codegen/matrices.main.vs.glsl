#version 450 core
struct Camera_t {
    mat4x4 worldViewProj;
    mat3x4 normalRows;
};
struct VSIn {
    vec3 pos;
    vec3 normal;
};
struct VSOut {
    vec4 pos;
    vec4 normal;
};
struct main_out {
    vec4 pos;
    vec4 normal;
};
layout(std140, binding = 0) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 0) smooth out vec4 _vs2fs_location0;

VSOut main_1(VSIn i) {
    VSOut o = VSOut(vec4(0.0), vec4(0.0));
    o = VSOut(vec4(0.0), vec4(0.0));
    mat4x4 _e9 = _group_0_binding_0_vs.worldViewProj;
    o.pos = (transpose(_e9) * vec4(i.pos, 1.0));
    mat3x4 _e16 = _group_0_binding_0_vs.normalRows;
    o.normal = (_e16 * i.normal);
    VSOut _e18 = o;
    return _e18;
}

void main() {
    vec3 pos = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    VSOut _e3 = main_1(VSIn(pos, normal));
    main_out _tmp_return = main_out(_e3.pos, _e3.normal);
    gl_Position = _tmp_return.pos;
    _vs2fs_location0 = _tmp_return.normal;
    return;
}

