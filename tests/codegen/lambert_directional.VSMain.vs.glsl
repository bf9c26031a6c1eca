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
    VSOut o = VSOut(vec4(0.0), vec3(0.0));
    o = VSOut(vec4(0.0), vec3(0.0));
    mat4x4 _e6 = _group_0_binding_0_vs.worldViewProj;
    o.position = (vec4(v.position, 1.0) * transpose(_e6));
    mat3x3 _e15 = _group_0_binding_0_vs.normalMatrix;
    o.normal = (v.normal * transpose(_e15));
    VSOut _e19 = o;
    return _e19;
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

