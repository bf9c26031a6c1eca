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
    VSIn i_1 = VSIn(vec3(0.0), vec3(0.0));
    VSOut o = VSOut(vec4(0.0), vec4(0.0));
    i_1 = i;
    o = VSOut(vec4(0.0), vec4(0.0));
    vec3 _e6 = i_1.pos;
    mat4x4 _e11 = _group_0_binding_0_vs.worldViewProj;
    o.pos = (transpose(_e11) * vec4(_e6, 1.0));
    vec3 _e16 = i_1.normal;
    mat3x4 _e19 = _group_0_binding_0_vs.normalRows;
    o.normal = (_e19 * _e16);
    VSOut _e21 = o;
    return _e21;
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

