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
    vec3 position_2 = vec3(0.0);
    Varyings o = Varyings(vec4(0.0), vec4(0.0));
    position_2 = position_1;
    o = Varyings(vec4(0.0), vec4(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.viewProj;
    vec3 _e9 = position_2;
    o.position = (vec4(_e9, 1.0) * transpose(_e7));
    mat4x4 _e16 = _group_0_binding_0_vs.lightViewProj;
    vec3 _e18 = position_2;
    o.lightPos = (vec4(_e18, 1.0) * transpose(_e16));
    Varyings _e22 = o;
    return _e22;
}

void main() {
    vec3 position = _p2vs_location0;
    Varyings _e1 = VSMain_1(position);
    VSMain_out _tmp_return = VSMain_out(_e1.position, _e1.lightPos);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.lightPos;
    return;
}

