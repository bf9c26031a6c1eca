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
    vec3 position_2 = vec3(0.0);
    vec3 normal_2 = vec3(0.0);
    vec4 tangent_2 = vec4(0.0);
    vec2 uv_2 = vec2(0.0);
    Varyings o = Varyings(vec4(0.0), vec2(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
    position_2 = position_1;
    normal_2 = normal_1;
    tangent_2 = tangent_1;
    uv_2 = uv_1;
    o = Varyings(vec4(0.0), vec2(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
    mat4x4 _e13 = _group_0_binding_0_vs.viewProj;
    mat4x4 _e17 = _group_0_binding_0_vs.world;
    vec3 _e19 = position_2;
    o.position = ((vec4(_e19, 1.0) * transpose(_e17)) * transpose(_e13));
    mat4x4 _e27 = _group_0_binding_0_vs.world;
    mat4x4 _e34 = _group_0_binding_0_vs.world;
    mat4x4 _e41 = _group_0_binding_0_vs.world;
    vec3 _e47 = normal_2;
    o.normal = (_e47 * mat3x3(transpose(_e27)[0u].xyz, transpose(_e34)[1u].xyz, transpose(_e41)[2u].xyz));
    mat4x4 _e52 = _group_0_binding_0_vs.world;
    mat4x4 _e59 = _group_0_binding_0_vs.world;
    mat4x4 _e66 = _group_0_binding_0_vs.world;
    vec4 _e72 = tangent_2;
    o.tangent = (_e72.xyz * mat3x3(transpose(_e52)[0u].xyz, transpose(_e59)[1u].xyz, transpose(_e66)[2u].xyz));
    vec3 _e77 = o.normal;
    vec3 _e79 = o.tangent;
    float _e82 = tangent_2.w;
    o.bitangent = (cross(_e77, _e79) * vec3(_e82));
    vec2 _e86 = uv_2;
    o.uv = _e86;
    Varyings _e87 = o;
    return _e87;
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

