#version 450 core
layout(location = 0) flat in uint _vs2fs_location0;
layout(location = 1) flat in uvec2 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(vec4 pos_1, bool lit_1, bvec2 mask_1) {
    int sel = 0;
    int sel_1 = 0;
    int sel_2 = 0;
    if (lit_1) {
        sel = 1;
    } else {
        sel = 0;
    }
    int _e6 = sel;
    if (mask_1.x) {
        sel_1 = 1;
    } else {
        sel_1 = 0;
    }
    int _e12 = sel_1;
    if (mask_1.y) {
        sel_2 = 1;
    } else {
        sel_2 = 0;
    }
    int _e18 = sel_2;
    return vec4(float(_e6), float(_e12), float(_e18), 1.0);
}

void main() {
    vec4 pos = gl_FragCoord;
    uint lit = _vs2fs_location0;
    uvec2 mask = _vs2fs_location1;
    vec4 _e8 = PSMain_1(pos, (lit != 0u), notEqual(mask, uvec2(0u)));
    _fs2p_location0 = _e8;
    return;
}

