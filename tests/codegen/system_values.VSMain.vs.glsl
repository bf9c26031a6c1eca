#version 450 core
#extension GL_EXT_multiview : require
struct Camera_t {
    mat4x4 viewProj[2];
    vec4 planes[3];
};
struct Position {
    vec4 value;
};
struct Varyings {
    Position position;
    vec2 uv;
    vec2 sideClip;
    float frontClip;
    float farClip[1];
};
struct VSMain_out {
    vec4 position;
    vec2 uv;
    float clip_distances[4];
};
layout(std140, binding = 0) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec2 _p2vs_location1;
layout(location = 0) smooth out vec2 _vs2fs_location0;
out float gl_ClipDistance[4];

Varyings VSMain_1(vec3 position_1, vec2 uv_1, uint view_1) {
    Varyings o = Varyings(Position(vec4(0.0)), vec2(0.0), vec2(0.0), 0.0, float[1](0.0));
    vec4 world = vec4(position_1, 1.0);
    o = Varyings(Position(vec4(0.0)), vec2(0.0), vec2(0.0), 0.0, float[1](0.0));
    mat4x4 _e12 = _group_0_binding_0_vs.viewProj[view_1];
    o.position.value = (world * transpose(_e12));
    o.uv = uv_1;
    vec4 _e20 = _group_0_binding_0_vs.planes[0];
    o.frontClip = dot(_e20, world);
    vec4 _e26 = _group_0_binding_0_vs.planes[1];
    vec4 _e31 = _group_0_binding_0_vs.planes[1];
    o.sideClip = vec2(dot(_e26, world), -(dot(_e31, world)));
    vec4 _e40 = _group_0_binding_0_vs.planes[2];
    o.farClip[0] = dot(_e40, world);
    Varyings _e42 = o;
    return _e42;
}

void main() {
    vec3 position = _p2vs_location0;
    vec2 uv = _p2vs_location1;
    uint view = uint(gl_ViewIndex);
    Varyings _e3 = VSMain_1(position, uv, view);
    VSMain_out _tmp_return = VSMain_out(_e3.position.value, _e3.uv, float[4](_e3.frontClip, _e3.sideClip.x, _e3.sideClip.y, _e3.farClip[0]));
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.uv;
    gl_ClipDistance = _tmp_return.clip_distances;
    return;
}

