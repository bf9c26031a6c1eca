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
    vec3 position_2 = vec3(0.0);
    float depthOffset_2 = 0.0;
    vec4 color_2 = vec4(0.0);
    Varyings o = Varyings(vec4(0.0), 0.0, vec4(0.0));
    position_2 = position_1;
    depthOffset_2 = depthOffset_1;
    color_2 = color_1;
    o = Varyings(vec4(0.0), 0.0, vec4(0.0));
    mat4x4 _e11 = _group_0_binding_0_vs.viewProj;
    vec3 _e13 = position_2;
    o.position = (vec4(_e13, 1.0) * transpose(_e11));
    float _e18 = depthOffset_2;
    o.depthOffset = _e18;
    vec4 _e20 = color_2;
    o.color = _e20;
    Varyings _e21 = o;
    return _e21;
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

