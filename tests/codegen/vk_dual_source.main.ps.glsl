#version 450 core
struct Out {
    vec4 color;
    vec4 blend;
};
struct main_out {
    vec4 color;
    vec4 blend;
};
layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 0, index = 0) out vec4 _fs2p_location0;
layout(location = 0, index = 1) out vec4 _fs2p_location1;

Out main_1(vec4 c_1) {
    Out o = Out(vec4(0.0), vec4(0.0));
    o = Out(vec4(0.0), vec4(0.0));
    o.color = c_1;
    o.blend = (vec4(1.0) - c_1);
    Out _e8 = o;
    return _e8;
}

void main() {
    vec4 c = _vs2fs_location0;
    Out _e1 = main_1(c);
    main_out _tmp_return = main_out(_e1.color, _e1.blend);
    _fs2p_location0 = _tmp_return.color;
    _fs2p_location1 = _tmp_return.blend;
    return;
}

