#version 450 core
struct Instance {
    vec4 color;
    vec2 offset;
};
layout(location = 0) flat in uint _vs2fs_location0;
layout(location = 1) smooth in vec3 _vs2fs_location1;
layout(location = 2) smooth in vec3 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 4) smooth in vec2 _vs2fs_location4;
layout(location = 5) smooth in vec4 _vs2fs_location5;
layout(location = 6) smooth in vec4 _vs2fs_location6;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(vec4 pos_1, uint instance_1, mat2x3 basis, Instance inst, vec4 weights[2]) {
    vec4 weights_1[2] = vec4[2](vec4(0.0), vec4(0.0));
    weights_1 = weights;
    float _e10 = weights_1[1].x;
    return (vec4((basis[0] * vec3(_e10)), inst.offset.y) + (inst.color * vec4(float(instance_1))));
}

void main() {
    vec4 pos = gl_FragCoord;
    uint instance = _vs2fs_location0;
    vec3 basis_0_ = _vs2fs_location1;
    vec3 basis_1_ = _vs2fs_location2;
    vec4 color = _vs2fs_location3;
    vec2 offset = _vs2fs_location4;
    vec4 weights_0_ = _vs2fs_location5;
    vec4 weights_1_ = _vs2fs_location6;
    vec4 _e11 = PSMain_1(pos, instance, mat2x3(basis_0_, basis_1_), Instance(color, offset), vec4[2](weights_0_, weights_1_));
    _fs2p_location0 = _e11;
    return;
}

