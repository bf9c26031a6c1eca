#version 450 core
struct Transforms_t {
    mat4x4 world;
    mat4x4 viewProj;
    vec3 lightDir;
};
struct Varyings {
    vec4 position;
    vec2 uv;
    vec3 tangent;
    vec3 bitangent;
    vec3 normal;
};
struct VSMain_out {
    vec4 position;
    vec2 uv;
    vec3 tangent;
    vec3 bitangent;
    vec3 normal;
};
layout(std140, binding = 0) uniform Transforms_t_block_0Vertex { Transforms_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 2) in vec4 _p2vs_location2;
layout(location = 3) in vec2 _p2vs_location3;
layout(location = 0) smooth out vec2 _vs2fs_location0;
layout(location = 1) smooth out vec3 _vs2fs_location1;
layout(location = 2) smooth out vec3 _vs2fs_location2;
layout(location = 3) smooth out vec3 _vs2fs_location3;

Varyings VSMain_1(vec3 position_1, vec3 normal_1, vec4 tangent_1, vec2 uv_1) {
    Varyings o = Varyings(vec4(0.0), vec2(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
    o = Varyings(vec4(0.0), vec2(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
    mat4x4 _e9 = _group_0_binding_0_vs.viewProj;
    mat4x4 _e13 = _group_0_binding_0_vs.world;
    o.position = ((vec4(position_1, 1.0) * transpose(_e13)) * transpose(_e9));
    mat4x4 _e22 = _group_0_binding_0_vs.world;
    mat4x4 _e29 = _group_0_binding_0_vs.world;
    mat4x4 _e36 = _group_0_binding_0_vs.world;
    o.normal = (normal_1 * mat3x3(transpose(_e22)[0u].xyz, transpose(_e29)[1u].xyz, transpose(_e36)[2u].xyz));
    mat4x4 _e46 = _group_0_binding_0_vs.world;
    mat4x4 _e53 = _group_0_binding_0_vs.world;
    mat4x4 _e60 = _group_0_binding_0_vs.world;
    o.tangent = (tangent_1.xyz * mat3x3(transpose(_e46)[0u].xyz, transpose(_e53)[1u].xyz, transpose(_e60)[2u].xyz));
    vec3 _e70 = o.normal;
    vec3 _e72 = o.tangent;
    o.bitangent = (cross(_e70, _e72) * vec3(tangent_1.w));
    o.uv = uv_1;
    Varyings _e78 = o;
    return _e78;
}

void main() {
    vec3 position = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    vec4 tangent = _p2vs_location2;
    vec2 uv = _p2vs_location3;
    Varyings _e4 = VSMain_1(position, normal, tangent, uv);
    VSMain_out _tmp_return = VSMain_out(_e4.position, _e4.uv, _e4.tangent, _e4.bitangent, _e4.normal);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.uv;
    _vs2fs_location1 = _tmp_return.tangent;
    _vs2fs_location2 = _tmp_return.bitangent;
    _vs2fs_location3 = _tmp_return.normal;
    return;
}

