#version 450 core

vec4 VSMain_1(uint id_1) {
    vec2 uv = vec2(float(((id_1 << (1u & 31u)) & 2u)), float((id_1 & 2u)));
    return vec4(((uv * vec2(2.0, -2.0)) + vec2(-1.0, 1.0)), 0.0, 1.0);
}

void main() {
    uint id = uint(gl_VertexID);
    vec4 _e1 = VSMain_1(id);
    gl_Position = _e1;
    return;
}

