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
    vec3 sel = vec3(0.0);
    float sel_1 = 0.0;
    vec4 sel_2 = vec4(0.0);
    if (front_1) {
        sel = i.normal;
    } else {
        sel = -(i.normal);
    }
    vec3 _e7 = sel;
    vec3 n = normalize(_e7);
    if (((primitive_1 & 1u) != 0u)) {
        sel_1 = 0.9;
    } else {
        sel_1 = 1.0;
    }
    float stripe = sel_1;
    if (front_1) {
        vec4 _e20 = _group_0_binding_0_fs.frontColor;
        sel_2 = _e20;
    } else {
        vec4 _e23 = _group_0_binding_0_fs.backColor;
        sel_2 = _e23;
    }
    vec4 c = sel_2;
    return vec4(((c.xyz * vec3((0.5 + (0.5 * n.y)))) * vec3(stripe)), c.w);
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

