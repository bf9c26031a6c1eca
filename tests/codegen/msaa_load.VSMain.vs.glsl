#version 450 core

vec4 VSMain_1(uint id_1) {
    uint id_2 = 0u;
    vec2 uv = vec2(0.0);
    id_2 = id_1;
    uint _e3 = id_2;
    uint _e11 = id_2;
    uv = vec2(float(((_e3 << (1u & 31u)) & 2u)), float((_e11 & 2u)));
    vec2 _e16 = uv;
    return vec4(((_e16 * vec2(2.0, -2.0)) + vec2(-1.0, 1.0)), 0.0, 1.0);
}

void main() {
    uint id = uint(gl_VertexID);
    vec4 _e1 = VSMain_1(id);
    gl_Position = _e1;
    return;
}

