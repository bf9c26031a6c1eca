#version 450 core
struct Sky_t {
    mat4x4 rotationViewProj;
    float exposure;
};
struct Varyings {
    vec4 position;
    vec3 direction;
};
struct VSMain_out {
    vec4 position;
    vec3 direction;
};
layout(std140, binding = 0) uniform Sky_t_block_0Vertex { Sky_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 0) smooth out vec3 _vs2fs_location0;

Varyings VSMain_1(vec3 position_1) {
    vec3 position_2 = vec3(0.0);
    Varyings o = Varyings(vec4(0.0), vec3(0.0));
    position_2 = position_1;
    o = Varyings(vec4(0.0), vec3(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.rotationViewProj;
    vec3 _e9 = position_2;
    o.position = (vec4(_e9, 1.0) * transpose(_e7)).xyww;
    vec3 _e15 = position_2;
    o.direction = _e15;
    Varyings _e16 = o;
    return _e16;
}

void main() {
    vec3 position = _p2vs_location0;
    Varyings _e1 = VSMain_1(position);
    VSMain_out _tmp_return = VSMain_out(_e1.position, _e1.direction);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.direction;
    return;
}

