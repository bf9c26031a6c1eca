#version 450 core
struct Vertex {
    vec3 normal;
    uint id;
};
struct Passthrough_out {
    vec3 normal;
    uint id;
    vec4 position;
};
layout(location = 0) in vec3 _p2vs_location0;
layout(location = 0) smooth out vec3 _vs2fs_location0;
layout(location = 1) flat out uint _vs2fs_location1;

Vertex Passthrough_1(vec3 n_1, uint vid_1) {
    Vertex v = Vertex(vec3(0.0), 0u);
    v = Vertex(vec3(0.0), 0u);
    v.normal = normalize(n_1);
    v.id = vid_1;
    Vertex _e7 = v;
    return _e7;
}

void main() {
    vec3 n = _p2vs_location0;
    uint vid = uint(gl_VertexID);
    Vertex _e2 = Passthrough_1(n, vid);
    Passthrough_out _tmp_return = Passthrough_out(_e2.normal, _e2.id, vec4(0.0));
    _vs2fs_location0 = _tmp_return.normal;
    _vs2fs_location1 = _tmp_return.id;
    gl_Position = _tmp_return.position;
    return;
}

