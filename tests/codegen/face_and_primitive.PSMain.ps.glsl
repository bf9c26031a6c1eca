#version 450 core
struct Camera_t {
    mat4x4 mvp;
    vec4 frontColor;
    vec4 backColor;
};
struct Varyings {
    vec4 position;
    vec3 normal;
};
layout(std140, binding = 0) uniform Camera_t_block_0Fragment { Camera_t _group_0_binding_0_fs; };

layout(location = 0) smooth in vec3 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i, bool front_1, uint primitive_1) {
    Varyings i_1 = Varyings(vec4(0.0), vec3(0.0));
    bool front_2 = false;
    uint primitive_2 = 0u;
    vec3 n = vec3(0.0);
    float stripe = 0.0;
    vec4 c = vec4(0.0);
    vec3 sel = vec3(0.0);
    float sel_1 = 0.0;
    vec4 sel_2 = vec4(0.0);
    i_1 = i;
    front_2 = front_1;
    primitive_2 = primitive_1;
    bool _e9 = front_2;
    if (_e9) {
        vec3 _e12 = i_1.normal;
        sel = _e12;
    } else {
        vec3 _e14 = i_1.normal;
        sel = -(_e14);
    }
    vec3 _e16 = sel;
    n = normalize(_e16);
    uint _e18 = primitive_2;
    if (((_e18 & 1u) != 0u)) {
        sel_1 = 0.9;
    } else {
        sel_1 = 1.0;
    }
    float _e26 = sel_1;
    stripe = _e26;
    bool _e27 = front_2;
    if (_e27) {
        vec4 _e31 = _group_0_binding_0_fs.frontColor;
        sel_2 = _e31;
    } else {
        vec4 _e34 = _group_0_binding_0_fs.backColor;
        sel_2 = _e34;
    }
    vec4 _e35 = sel_2;
    c = _e35;
    vec4 _e36 = c;
    float _e41 = n.y;
    float _e46 = stripe;
    float _e50 = c.w;
    return vec4(((_e36.xyz * vec3((0.5 + (0.5 * _e41)))) * vec3(_e46)), _e50);
}

void main() {
    vec4 position = gl_FragCoord;
    vec3 normal = _vs2fs_location0;
    bool front = gl_FrontFacing;
    uint primitive = uint(gl_PrimitiveID);
    vec4 _e5 = PSMain_1(Varyings(position, normal), front, primitive);
    _fs2p_location0 = _e5;
    return;
}

