#version 450 core
struct In {
    vec4 color;
    vec3 position;
};
struct Out {
    vec4 position;
    vec4 color;
    vec2 uv[2];
};
struct main_out {
    vec4 position;
    vec4 color;
    vec2 uv_0_;
    vec2 uv_1_;
};
layout(location = 3) in vec4 _p2vs_location3;
layout(location = 0) in vec3 _p2vs_location0;
layout(location = 2) smooth out vec4 _vs2fs_location2;
layout(location = 5) smooth out vec2 _vs2fs_location5;
layout(location = 6) smooth out vec2 _vs2fs_location6;

Out main_1(In i) {
    Out o = Out(vec4(0.0), vec4(0.0), vec2[2](vec2(0.0), vec2(0.0)));
    o = Out(vec4(0.0), vec4(0.0), vec2[2](vec2(0.0), vec2(0.0)));
    o.position = vec4(i.position, 1.0);
    o.color = i.color;
    o.uv[0] = i.position.xy;
    o.uv[1] = i.color.zw;
    Out _e17 = o;
    return _e17;
}

void main() {
    vec4 color = _p2vs_location3;
    vec3 position = _p2vs_location0;
    Out _e3 = main_1(In(color, position));
    main_out _tmp_return = main_out(_e3.position, _e3.color, _e3.uv[0], _e3.uv[1]);
    gl_Position = _tmp_return.position;
    _vs2fs_location2 = _tmp_return.color;
    _vs2fs_location5 = _tmp_return.uv_0_;
    _vs2fs_location6 = _tmp_return.uv_1_;
    return;
}

