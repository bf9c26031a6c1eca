#version 450 core
struct VSOut {
    vec4 pos;
    bool lit;
    bvec2 mask;
};
struct VSMain_out {
    vec4 pos;
    uint lit;
    uvec2 mask;
};
layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in uint _p2vs_location1;
layout(location = 0) flat out uint _vs2fs_location0;
layout(location = 1) flat out uvec2 _vs2fs_location1;

VSOut VSMain_1(vec4 p_1, bool visible_1) {
    VSOut o = VSOut(vec4(0.0), false, bvec2(false));
    bool sc = false;
    o = VSOut(vec4(0.0), false, bvec2(false));
    o.pos = p_1;
    sc = visible_1;
    if (visible_1) {
        sc = (p_1.x > 0.0);
    }
    bool _e10 = sc;
    o.lit = _e10;
    o.mask = bvec2((p_1.y > 0.0), !(visible_1));
    VSOut _e17 = o;
    return _e17;
}

void main() {
    vec4 p = _p2vs_location0;
    uint visible = _p2vs_location1;
    VSOut _e4 = VSMain_1(p, (visible != 0u));
    VSMain_out _tmp_return = VSMain_out(_e4.pos, (_e4.lit ? 1u : 0u), mix(uvec2(0u), uvec2(1u), _e4.mask));
    gl_Position = _tmp_return.pos;
    _vs2fs_location0 = _tmp_return.lit;
    _vs2fs_location1 = _tmp_return.mask;
    return;
}

