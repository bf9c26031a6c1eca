#version 450 core
struct Camera_t {
    mat4x4 mvp;
    vec4 frontColor;
    vec4 backColor;
};
struct Varyings {
    vec4 position;
    vec3 normal;
};
struct VSMain_out {
    vec4 position;
    vec3 normal;
};
layout(std140, binding = 0) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 0) smooth out vec3 _vs2fs_location0;

Varyings VSMain_1(vec3 position_1, vec3 normal_1) {
    Varyings o = Varyings(vec4(0.0), vec3(0.0));
    o = Varyings(vec4(0.0), vec3(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.mvp;
    o.position = (vec4(position_1, 1.0) * transpose(_e7));
    o.normal = normal_1;
    Varyings _e13 = o;
    return _e13;
}

void main() {
    vec3 position = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    Varyings _e2 = VSMain_1(position, normal);
    VSMain_out _tmp_return = VSMain_out(_e2.position, _e2.normal);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.normal;
    return;
}

