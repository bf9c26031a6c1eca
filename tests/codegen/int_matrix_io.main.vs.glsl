#version 450 core
struct Params_t {
    uvec4 rows[3];
};
struct VSIn {
    vec4 pos;
    uvec3 ids[2];
    vec3 col[1];
};
struct VSOut {
    vec4 pos;
    ivec2 sum;
    vec3 col[1];
};
struct main_out {
    vec4 pos;
    ivec2 sum;
    vec3 col;
};
layout(std140, binding = 0) uniform Params_t_block_0Vertex { Params_t _group_0_binding_0_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in uvec2 _p2vs_location1;
layout(location = 2) in uvec2 _p2vs_location2;
layout(location = 3) in uvec2 _p2vs_location3;
layout(location = 4) in vec3 _p2vs_location4;
layout(location = 0) flat out ivec2 _vs2fs_location0;
layout(location = 1) smooth out vec3 _vs2fs_location1;

VSOut main_1(VSIn i) {
    VSOut o = VSOut(vec4(0.0), ivec2(0), vec3[1](vec3(0.0)));
    o = VSOut(vec4(0.0), ivec2(0), vec3[1](vec3(0.0)));
    ivec2 ids[3] = ivec2[3](ivec2(uvec2(i.ids[0].x, i.ids[1].x)), ivec2(uvec2(i.ids[0].y, i.ids[1].y)), ivec2(uvec2(i.ids[0].z, i.ids[1].z)));
    uint _e23 = _group_0_binding_0_vs.rows[0].x;
    uint _e27 = _group_0_binding_0_vs.rows[0].y;
    uint _e31 = _group_0_binding_0_vs.rows[0].z;
    uint _e36 = _group_0_binding_0_vs.rows[1].x;
    uint _e40 = _group_0_binding_0_vs.rows[1].y;
    uint _e44 = _group_0_binding_0_vs.rows[1].z;
    ivec3 _e47[2] = ivec3[2](ivec3(int(_e23), int(_e27), int(_e31)), ivec3(int(_e36), int(_e40), int(_e44)));
    ivec2 p[2] = ivec2[2]((((ivec2(_e47[0].x) * ids[0]) + (ivec2(_e47[0].y) * ids[1])) + (ivec2(_e47[0].z) * ids[2])), (((ivec2(_e47[1].x) * ids[0]) + (ivec2(_e47[1].y) * ids[1])) + (ivec2(_e47[1].z) * ids[2])));
    o.sum = (p[0] + p[1]);
    float _e88[3] = float[3](i.col[0].x, i.col[0].y, i.col[0].z);
    uint _e93 = _group_0_binding_0_vs.rows[2].x;
    uint _e97 = _group_0_binding_0_vs.rows[2].y;
    uint _e101 = _group_0_binding_0_vs.rows[2].z;
    float _e103[3] = float[3](uintBitsToFloat(_e93), uintBitsToFloat(_e97), uintBitsToFloat(_e101));
    float _e113[3] = float[3](vec3[1](vec3(_e103[0], _e103[1], _e103[2]))[0].x, vec3[1](vec3(_e103[0], _e103[1], _e103[2]))[0].y, vec3[1](vec3(_e103[0], _e103[1], _e103[2]))[0].z);
    float _e123[3] = float[3]((_e88[0] * _e113[0]), (_e88[1] * _e113[1]), (_e88[2] * _e113[2]));
    o.col = vec3[1](vec3(_e123[0], _e123[1], _e123[2]));
    o.pos = i.pos;
    VSOut _e131 = o;
    return _e131;
}

void main() {
    vec4 pos = _p2vs_location0;
    uvec2 ids_0_ = _p2vs_location1;
    uvec2 ids_1_ = _p2vs_location2;
    uvec2 ids_2_ = _p2vs_location3;
    vec3 col = _p2vs_location4;
    VSOut _e20 = main_1(VSIn(pos, uvec3[2](uvec3(ids_0_.x, ids_1_.x, ids_2_.x), uvec3(ids_0_.y, ids_1_.y, ids_2_.y)), vec3[1](vec3(col.x, col.y, col.z))));
    main_out _tmp_return = main_out(_e20.pos, _e20.sum, vec3(_e20.col[0].x, _e20.col[0].y, _e20.col[0].z));
    gl_Position = _tmp_return.pos;
    _vs2fs_location0 = _tmp_return.sum;
    _vs2fs_location1 = _tmp_return.col;
    return;
}

