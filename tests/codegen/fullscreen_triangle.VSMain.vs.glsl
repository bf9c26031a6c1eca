#version 450 core
struct Post_t {
    float invGamma;
};
struct Varyings {
    vec4 position;
    vec2 uv;
};
struct VSMain_out {
    vec4 position;
    vec2 uv;
};
layout(location = 0) smooth out vec2 _vs2fs_location0;

Varyings VSMain_1(uint id_1) {
    Varyings o = Varyings(vec4(0.0), vec2(0.0));
    o = Varyings(vec4(0.0), vec2(0.0));
    o.uv = vec2(float(((id_1 << (1u & 31u)) & 2u)), float((id_1 & 2u)));
    vec2 _e17 = o.uv;
    o.position = vec4(((_e17 * vec2(2.0, -2.0)) + vec2(-1.0, 1.0)), 0.0, 1.0);
    Varyings _e29 = o;
    return _e29;
}

void main() {
    uint id = uint(gl_VertexID);
    Varyings _e1 = VSMain_1(id);
    VSMain_out _tmp_return = VSMain_out(_e1.position, _e1.uv);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.uv;
    return;
}

