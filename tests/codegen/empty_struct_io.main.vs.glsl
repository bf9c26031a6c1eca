#version 450 core
struct NoInputs {
    uint _empty;
};
struct Out {
    vec4 position;
};
struct main_out {
    vec4 position;
};

Out main_1(NoInputs unused, uint id_1) {
    Out o = Out(vec4(0.0));
    o = Out(vec4(0.0));
    o.position = vec4(float(id_1), 0.0, 0.0, 1.0);
    Out _e10 = o;
    return _e10;
}

void main() {
    uint id = uint(gl_VertexID);
    Out _e2 = main_1(NoInputs(0u), id);
    main_out _tmp_return = main_out(_e2.position);
    gl_Position = _tmp_return.position;
    return;
}

