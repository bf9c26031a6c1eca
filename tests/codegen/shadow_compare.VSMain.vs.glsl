#version 450 core
struct Shadow_t {
    mat4x4 viewProj;
    mat4x4 lightViewProj;
    float bias;
};
struct Varyings {
    vec4 position;
    vec4 lightPos;
};
struct VSMain_out {
    vec4 position;
    vec4 lightPos;
};
layout(std140, binding = 0) uniform Shadow_t_block_0Vertex { Shadow_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 0) smooth out vec4 _vs2fs_location0;

Varyings VSMain_1(vec3 position_1) {
    Varyings o = Varyings(vec4(0.0), vec4(0.0));
    o = Varyings(vec4(0.0), vec4(0.0));
    mat4x4 _e6 = _group_0_binding_0_vs.viewProj;
    o.position = (vec4(position_1, 1.0) * transpose(_e6));
    mat4x4 _e14 = _group_0_binding_0_vs.lightViewProj;
    o.lightPos = (vec4(position_1, 1.0) * transpose(_e14));
    Varyings _e19 = o;
    return _e19;
}

void main() {
    vec3 position = _p2vs_location0;
    Varyings _e1 = VSMain_1(position);
    VSMain_out _tmp_return = VSMain_out(_e1.position, _e1.lightPos);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.lightPos;
    return;
}

