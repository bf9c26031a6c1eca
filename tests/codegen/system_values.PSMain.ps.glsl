#version 450 core
#extension GL_EXT_multiview : require
#extension GL_EXT_fragment_shader_barycentric : require
layout (depth_greater) out float gl_FragDepth;
struct Camera_t {
    mat4x4 viewProj[2];
    vec4 planes[3];
};
struct Position {
    vec4 value;
};
struct PixelIn {
    Position position;
    vec2 uv;
    vec2 screen;
};
struct PixelOut {
    vec4 color;
    float depth;
};
struct PSMain_out {
    vec4 color;
    float depth;
};
layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 1) noperspective centroid in vec2 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

PixelOut PSMain_1(PixelIn i, vec3 bary_1, uint view_1) {
    PixelOut o = PixelOut(vec4(0.0), 0.0);
    o = PixelOut(vec4(0.0), 0.0);
    float edge = min(bary_1.x, min(bary_1.y, bary_1.z));
    o.color = vec4((i.uv + i.screen), edge, float(view_1));
    o.depth = (i.position.value.z + (0.01 * (1.0 - edge)));
    PixelOut _e25 = o;
    return _e25;
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec2 screen = _vs2fs_location1;
    vec3 bary = gl_BaryCoordNoPerspEXT;
    uint view = uint(gl_ViewIndex);
    PixelOut _e13 = PSMain_1(PixelIn(Position(position), uv, screen), vec3(bary.x, bary.y, (1.0 - (bary.x + bary.y))), view);
    PSMain_out _tmp_return = PSMain_out(_e13.color, _e13.depth);
    _fs2p_location0 = _tmp_return.color;
    gl_FragDepth = _tmp_return.depth;
    return;
}

