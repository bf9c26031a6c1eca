#version 450 core
struct Camera_t {
    mat4x4 mvp;
};
struct Varyings {
    vec4 position;
    uint material;
    vec4 flatColor;
    vec2 screenUV;
    vec2 uv;
    vec3 normal;
};
struct VSMain_out {
    vec4 position;
    uint material;
    vec4 flatColor;
    vec2 screenUV;
    vec2 uv;
    vec3 normal;
};
layout(std140, binding = 0) uniform Camera_t_block_0Vertex { Camera_t _group_0_binding_0_vs; };

layout(location = 0) in vec3 _p2vs_location0;
layout(location = 1) in vec3 _p2vs_location1;
layout(location = 2) in vec2 _p2vs_location2;
layout(location = 3) in uint _p2vs_location3;
layout(location = 4) in vec4 _p2vs_location4;
layout(location = 0) flat out uint _vs2fs_location0;
layout(location = 1) flat out vec4 _vs2fs_location1;
layout(location = 2) noperspective out vec2 _vs2fs_location2;
layout(location = 3) smooth centroid out vec2 _vs2fs_location3;
layout(location = 4) smooth out vec3 _vs2fs_location4;

Varyings VSMain_1(vec3 position_1, vec3 normal_1, vec2 uv_1, uint material_1, vec4 color_1) {
    vec3 position_2 = vec3(0.0);
    vec3 normal_2 = vec3(0.0);
    vec2 uv_2 = vec2(0.0);
    uint material_2 = 0u;
    vec4 color_2 = vec4(0.0);
    Varyings o = Varyings(vec4(0.0), 0u, vec4(0.0), vec2(0.0), vec2(0.0), vec3(0.0));
    position_2 = position_1;
    normal_2 = normal_1;
    uv_2 = uv_1;
    material_2 = material_1;
    color_2 = color_1;
    o = Varyings(vec4(0.0), 0u, vec4(0.0), vec2(0.0), vec2(0.0), vec3(0.0));
    mat4x4 _e15 = _group_0_binding_0_vs.mvp;
    vec3 _e17 = position_2;
    o.position = (vec4(_e17, 1.0) * transpose(_e15));
    uint _e22 = material_2;
    o.material = _e22;
    vec4 _e24 = color_2;
    o.flatColor = _e24;
    vec4 _e27 = o.position;
    float _e31 = o.position.w;
    o.screenUV = (((_e27.xy / vec2(_e31)) * vec2(0.5)) + vec2(0.5));
    vec2 _e41 = uv_2;
    o.uv = _e41;
    vec3 _e43 = normal_2;
    o.normal = _e43;
    Varyings _e44 = o;
    return _e44;
}

void main() {
    vec3 position = _p2vs_location0;
    vec3 normal = _p2vs_location1;
    vec2 uv = _p2vs_location2;
    uint material = _p2vs_location3;
    vec4 color = _p2vs_location4;
    Varyings _e5 = VSMain_1(position, normal, uv, material, color);
    VSMain_out _tmp_return = VSMain_out(_e5.position, _e5.material, _e5.flatColor, _e5.screenUV, _e5.uv, _e5.normal);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.material;
    _vs2fs_location1 = _tmp_return.flatColor;
    _vs2fs_location2 = _tmp_return.screenUV;
    _vs2fs_location3 = _tmp_return.uv;
    _vs2fs_location4 = _tmp_return.normal;
    return;
}

