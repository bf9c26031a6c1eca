#version 450 core
struct Fog_t {
    mat4x4 worldView;
    mat4x4 projection;
    vec4 fogColor;
    float fogDensity;
};
struct Varyings {
    vec4 position;
    vec4 color;
    float fog;
};
struct VSMain_out {
    vec4 position;
    vec4 color;
    float fog;
};
layout(std140, binding = 0) uniform Fog_t_block_0Vertex { Fog_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 0) smooth out vec4 _vs2fs_location0;
layout(location = 1) smooth out float _vs2fs_location1;

Varyings VSMain_1(vec3 position_1, vec4 color_1) {
    Varyings o = Varyings(vec4(0.0), vec4(0.0), 0.0);
    mat4x4 _e5 = _group_0_binding_0_vs.worldView;
    vec4 view = (vec4(position_1, 1.0) * transpose(_e5));
    float _e14 = _group_0_binding_0_vs.fogDensity;
    float d = (length(view.xyz) * _e14);
    o = Varyings(vec4(0.0), vec4(0.0), 0.0);
    mat4x4 _e20 = _group_0_binding_0_vs.projection;
    o.position = (view * transpose(_e20));
    o.color = color_1;
    o.fog = clamp(exp((-(d) * d)), 0.0, 1.0);
    Varyings _e29 = o;
    return _e29;
}

void main() {
    vec3 position = _p2vs_location0;
    vec4 color = _p2vs_location1;
    Varyings _e2 = VSMain_1(position, color);
    VSMain_out _tmp_return = VSMain_out(_e2.position, _e2.color, _e2.fog);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.color;
    _vs2fs_location1 = _tmp_return.fog;
    return;
}

