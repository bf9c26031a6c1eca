#version 450 core
struct Material_t {
    mat4x4 mvp;
    float cutoff;
    float fade;
};
struct Varyings {
    vec4 position;
    vec2 uv;
};
layout(std140, binding = 0) uniform Material_t_block_0Fragment { Material_t _group_0_binding_0_fs; };

layout(binding = 1) uniform sampler2D _group_0_binding_1_fs;

layout(location = 0) smooth in vec2 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    Varyings i_1 = Varyings(vec4(0.0), vec2(0.0));
    vec4 c = vec4(0.0);
    uvec2 p = uvec2(0u);
    float dither = 0.0;
    float sel = 0.0;
    i_1 = i;
    vec2 _e6 = i_1.uv;
    vec4 _e9 = texture(_group_0_binding_1_fs, vec2(_e6));
    c = _e9;
    float _e11 = c.w;
    float _e14 = _group_0_binding_0_fs.cutoff;
    if (((_e11 - _e14) < 0.0)) {
        discard;
    }
    vec4 _e19 = i_1.position;
    p = uvec2(_e19.xy);
    uint _e23 = p.x;
    uint _e25 = p.y;
    if ((((_e23 ^ _e25) & 1u) != 0u)) {
        sel = 0.75;
    } else {
        sel = 0.25;
    }
    float _e34 = sel;
    dither = _e34;
    float _e37 = _group_0_binding_0_fs.fade;
    float _e38 = dither;
    if ((_e37 < _e38)) {
        discard;
    }
    vec4 _e40 = c;
    return _e40;
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, uv));
    _fs2p_location0 = _e3;
    return;
}

