#version 450 core
struct Nothing_out {
    vec4 position;
};

void Nothing_1() {
}

void main() {
    Nothing_1();
    Nothing_out _tmp_return = Nothing_out(vec4(0.0));
    gl_Position = _tmp_return.position;
    return;
}

