#version 450 core
struct Scene_t {
    mat4x4 worldViewProj;
    mat3x3 normalMatrix;
    vec3 lightDir;
    vec3 lightColor;
    vec3 ambient;
};
struct VSIn {
    vec3 position;
    vec3 normal;
};
struct VSOut {
    vec4 position;
    vec3 normal;
};
struct VSMain_out {
    vec4 position;
    vec3 normal;
};
layout(std140, binding = 0) uniform Scene_t_block_0Vertex { Scene_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 0) smooth out vec3 _vs2fs_location0;

VSOut VSMain_1(VSIn v) {
    VSIn v_1 = VSIn(vec3(0.0), vec3(0.0));
    VSOut o = VSOut(vec4(0.0), vec3(0.0));
    v_1 = v;
    o = VSOut(vec4(0.0), vec3(0.0));
    mat4x4 _e7 = _group_0_binding_0_vs.worldViewProj;
    vec3 _e10 = v_1.position;
    o.position = (vec4(_e10, 1.0) * transpose(_e7));
    mat3x3 _e17 = _group_0_binding_0_vs.normalMatrix;
    vec3 _e20 = v_1.normal;
    o.normal = (_e20 * transpose(_e17));
    VSOut _e22 = o;
    return _e22;
}

void main() {
    vec3 position = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    VSOut _e3 = VSMain_1(VSIn(position, normal));
    VSMain_out _tmp_return = VSMain_out(_e3.position, _e3.normal);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.normal;
    return;
}

