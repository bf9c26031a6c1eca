#version 450 core
struct Params_t {
    uvec4 rows[6];
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
    uint _e32 = _group_0_binding_0_vs.rows[1].x;
    uint _e36 = _group_0_binding_0_vs.rows[1].y;
    uint _e41 = _group_0_binding_0_vs.rows[2].x;
    uint _e45 = _group_0_binding_0_vs.rows[2].y;
    ivec2 _e48[3] = ivec2[3](ivec2(int(_e23), int(_e27)), ivec2(int(_e32), int(_e36)), ivec2(int(_e41), int(_e45)));
    ivec3 _e60[2] = ivec3[2](ivec3(_e48[0].x, _e48[1].x, _e48[2].x), ivec3(_e48[0].y, _e48[1].y, _e48[2].y));
    ivec2 p[2] = ivec2[2]((((ivec2(_e60[0].x) * ids[0]) + (ivec2(_e60[0].y) * ids[1])) + (ivec2(_e60[0].z) * ids[2])), (((ivec2(_e60[1].x) * ids[0]) + (ivec2(_e60[1].y) * ids[1])) + (ivec2(_e60[1].z) * ids[2])));
    o.sum = (p[0] + p[1]);
    float _e101[3] = float[3](i.col[0].x, i.col[0].y, i.col[0].z);
    uint _e106 = _group_0_binding_0_vs.rows[3].x;
    uint _e110 = _group_0_binding_0_vs.rows[4].x;
    uint _e114 = _group_0_binding_0_vs.rows[5].x;
    float _e116[3] = float[3](uintBitsToFloat(_e106), uintBitsToFloat(_e110), uintBitsToFloat(_e114));
    float _e126[3] = float[3](vec3[1](vec3(_e116[0], _e116[1], _e116[2]))[0].x, vec3[1](vec3(_e116[0], _e116[1], _e116[2]))[0].y, vec3[1](vec3(_e116[0], _e116[1], _e116[2]))[0].z);
    float _e136[3] = float[3]((_e101[0] * _e126[0]), (_e101[1] * _e126[1]), (_e101[2] * _e126[2]));
    o.col = vec3[1](vec3(_e136[0], _e136[1], _e136[2]));
    o.pos = i.pos;
    VSOut _e144 = o;
    return _e144;
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

