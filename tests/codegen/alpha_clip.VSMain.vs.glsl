#version 450 core
struct Material_t {
    mat4x4 mvp;
    float cutoff;
    float fade;
};
struct Varyings {
    vec4 position;
    vec2 uv;
};
struct VSMain_out {
    vec4 position;
    vec2 uv;
};
layout(std140, binding = 0) uniform Material_t_block_0Vertex { Material_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec2 _p2vs_location1;
layout(location = 0) smooth out vec2 _vs2fs_location0;

Varyings VSMain_1(vec3 position_1, vec2 uv_1) {
    Varyings o = Varyings(vec4(0.0), vec2(0.0));
    o = Varyings(vec4(0.0), vec2(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.mvp;
    o.position = (vec4(position_1, 1.0) * transpose(_e7));
    o.uv = uv_1;
    Varyings _e13 = o;
    return _e13;
}

void main() {
    vec3 position = _p2vs_location0;
    vec2 uv = _p2vs_location1;
    Varyings _e2 = VSMain_1(position, uv);
    VSMain_out _tmp_return = VSMain_out(_e2.position, _e2.uv);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.uv;
    return;
}

