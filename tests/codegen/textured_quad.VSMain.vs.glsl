#version 450 core
struct Screen_t {
    vec2 invViewport;
};
struct Vertex {
    vec2 pixel;
    vec2 uv;
    vec4 color;
};
struct Varyings {
    vec4 position;
    vec2 uv;
    vec4 color;
};
struct VSMain_out {
    vec4 position;
    vec2 uv;
    vec4 color;
};
layout(std140, binding = 0) uniform Screen_t_block_0Vertex { Screen_t _group_0_binding_0_vs; };

layout(location = 0) in vec2 _p2vs_location0;
layout(location = 1) in vec2 _p2vs_location1;
layout(location = 2) in vec4 _p2vs_location2;
layout(location = 0) smooth out vec2 _vs2fs_location0;
layout(location = 1) smooth out vec4 _vs2fs_location1;

Varyings VSMain_1(Vertex v) {
    Varyings o = Varyings(vec4(0.0), vec2(0.0), vec4(0.0));
    o = Varyings(vec4(0.0), vec2(0.0), vec4(0.0));
    vec2 _e6 = _group_0_binding_0_vs.invViewport;
    vec2 ndc = (((v.pixel * _e6) * vec2(2.0)) - vec2(1.0));
    o.position = vec4(ndc.x, -(ndc.y), 0.0, 1.0);
    o.uv = v.uv;
    o.color = v.color;
    Varyings _e25 = o;
    return _e25;
}

void main() {
    vec2 pixel = _p2vs_location0;
    vec2 uv = _p2vs_location1;
    vec4 color = _p2vs_location2;
    Varyings _e4 = VSMain_1(Vertex(pixel, uv, color));
    VSMain_out _tmp_return = VSMain_out(_e4.position, _e4.uv, _e4.color);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.uv;
    _vs2fs_location1 = _tmp_return.color;
    return;
}

