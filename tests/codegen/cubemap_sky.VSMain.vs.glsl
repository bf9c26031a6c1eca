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
    Varyings o = Varyings(vec4(0.0), vec3(0.0));
    o = Varyings(vec4(0.0), vec3(0.0));
    mat4x4 _e6 = _group_0_binding_0_vs.rotationViewProj;
    o.position = (vec4(position_1, 1.0) * transpose(_e6)).xyww;
    o.direction = position_1;
    Varyings _e13 = o;
    return _e13;
}

void main() {
    vec3 position = _p2vs_location0;
    Varyings _e1 = VSMain_1(position);
    VSMain_out _tmp_return = VSMain_out(_e1.position, _e1.direction);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.direction;
    return;
}

