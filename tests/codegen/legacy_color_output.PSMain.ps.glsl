#version 450 core
struct PixelOut {
    vec4 glow;
    vec4 albedo;
    vec4 normal;
    vec4 velocity;
};
struct PSMain_out {
    vec4 glow;
    vec4 albedo;
    vec4 normal;
    vec4 velocity;
};
layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec3 _vs2fs_location1;
layout(location = 2) smooth in vec2 _vs2fs_location2;
layout(location = 1) out vec4 _fs2p_location1;
layout(location = 0) out vec4 _fs2p_location0;
layout(location = 2) out vec4 _fs2p_location2;
layout(location = 3) out vec4 _fs2p_location3;

PixelOut PSMain_1(vec4 color_1, vec3 normal_1, vec2 motion_1) {
    PixelOut o = PixelOut(vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));
    o = PixelOut(vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));
    o.albedo = color_1;
    o.glow = (color_1 * vec4(color_1.w));
    o.normal = vec4(((normalize(normal_1) * vec3(0.5)) + vec3(0.5)), 1.0);
    o.velocity = vec4(motion_1, 0.0, 1.0);
    PixelOut _e24 = o;
    return _e24;
}

void main() {
    vec4 color = _vs2fs_location0;
    vec3 normal = _vs2fs_location1;
    vec2 motion = _vs2fs_location2;
    PixelOut _e3 = PSMain_1(color, normal, motion);
    PSMain_out _tmp_return = PSMain_out(_e3.glow, _e3.albedo, _e3.normal, _e3.velocity);
    _fs2p_location1 = _tmp_return.glow;
    _fs2p_location0 = _tmp_return.albedo;
    _fs2p_location2 = _tmp_return.normal;
    _fs2p_location3 = _tmp_return.velocity;
    return;
}

