#version 450 core
struct Camera_t {
    mat4x4 viewProj;
    float depthScale;
};
struct Varyings {
    vec4 position;
    float depthOffset;
    vec4 color;
};
struct VSMain_out {
    vec4 position;
    float depthOffset;
    vec4 color;
};
layout(std140, binding = 0) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in float _p2vs_location1;
layout(location = 2) in vec4 _p2vs_location2;
layout(location = 0) smooth out float _vs2fs_location0;
layout(location = 1) smooth out vec4 _vs2fs_location1;

Varyings VSMain_1(vec3 position_1, float depthOffset_1, vec4 color_1) {
    Varyings o = Varyings(vec4(0.0), 0.0, vec4(0.0));
    o = Varyings(vec4(0.0), 0.0, vec4(0.0));
    mat4x4 _e8 = _group_0_binding_0_vs.viewProj;
    o.position = (vec4(position_1, 1.0) * transpose(_e8));
    o.depthOffset = depthOffset_1;
    o.color = color_1;
    Varyings _e15 = o;
    return _e15;
}

void main() {
    vec3 position = _p2vs_location0;
    float depthOffset = _p2vs_location1;
    vec4 color = _p2vs_location2;
    Varyings _e3 = VSMain_1(position, depthOffset, color);
    VSMain_out _tmp_return = VSMain_out(_e3.position, _e3.depthOffset, _e3.color);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.depthOffset;
    _vs2fs_location1 = _tmp_return.color;
    return;
}

