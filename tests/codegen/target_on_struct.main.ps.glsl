#version 450 core
struct Colors {
    vec4 lit;
    vec2 motion;
};
struct main_out {
    vec4 lit;
    vec2 motion;
    vec4 base;
};
layout(location = 2) out vec4 _fs2p_location2;
layout(location = 3) out vec2 _fs2p_location3;
layout(location = 0) out vec4 _fs2p_location0;

Colors main_1(vec4 pos_1, inout vec4 base_1) {
    Colors c = Colors(vec4(0.0), vec2(0.0));
    c = Colors(vec4(0.0), vec2(0.0));
    c.lit = pos_1;
    c.motion = (pos_1.xy * vec2(0.5));
    base_1 = vec4(1.0);
    Colors _e12 = c;
    return _e12;
}

void main() {
    vec4 pos = gl_FragCoord;
    vec4 base = vec4(0.0);
    Colors _e2 = main_1(pos, base);
    vec4 _e5 = base;
    main_out _tmp_return = main_out(_e2.lit, _e2.motion, _e5);
    _fs2p_location2 = _tmp_return.lit;
    _fs2p_location3 = _tmp_return.motion;
    _fs2p_location0 = _tmp_return.base;
    return;
}

