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
    float sel = 0.0;
    vec4 c = texture(_group_0_binding_1_fs, vec2(i.uv));
    float _e8 = _group_0_binding_0_fs.cutoff;
    if (((c.w - _e8) < 0.0)) {
        discard;
    }
    uvec2 p = uvec2(i.position.xy);
    if ((((p.x ^ p.y) & 1u) != 0u)) {
        sel = 0.75;
    } else {
        sel = 0.25;
    }
    float dither = sel;
    float _e28 = _group_0_binding_0_fs.fade;
    if ((_e28 < dither)) {
        discard;
    }
    return c;
}

void main() {
    vec4 position = gl_FragCoord;
    vec2 uv = _vs2fs_location0;
    vec4 _e3 = PSMain_1(Varyings(position, uv));
    _fs2p_location0 = _e3;
    return;
}

