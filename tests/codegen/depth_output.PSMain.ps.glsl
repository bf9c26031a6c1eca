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
struct PixelOut {
    vec4 color;
    float depth;
};
struct PSMain_out {
    vec4 color;
    float depth;
};
layout(std140, binding = 0) uniform Camera_t_block_0Fragment { Camera_t _group_0_binding_0_fs; };

layout(location = 0) smooth in float _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

PixelOut PSMain_1(Varyings i) {
    PixelOut o = PixelOut(vec4(0.0), 0.0);
    o = PixelOut(vec4(0.0), 0.0);
    o.color = i.color;
    float _e11 = _group_0_binding_0_fs.depthScale;
    o.depth = clamp((i.position.z + (i.depthOffset * _e11)), 0.0, 1.0);
    PixelOut _e15 = o;
    return _e15;
}

void main() {
    vec4 position = gl_FragCoord;
    float depthOffset = _vs2fs_location0;
    vec4 color = _vs2fs_location1;
    PixelOut _e4 = PSMain_1(Varyings(position, depthOffset, color));
    PSMain_out _tmp_return = PSMain_out(_e4.color, _e4.depth);
    _fs2p_location0 = _tmp_return.color;
    gl_FragDepth = _tmp_return.depth;
    return;
}

