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
    Varyings o = Varyings(vec4(0.0), 0u, vec4(0.0), vec2(0.0), vec2(0.0), vec3(0.0));
    o = Varyings(vec4(0.0), 0u, vec4(0.0), vec2(0.0), vec2(0.0), vec3(0.0));
    mat4x4 _e10 = _group_0_binding_0_vs.mvp;
    o.position = (vec4(position_1, 1.0) * transpose(_e10));
    o.material = material_1;
    o.flatColor = color_1;
    vec4 _e19 = o.position;
    float _e23 = o.position.w;
    o.screenUV = (((_e19.xy / vec2(_e23)) * vec2(0.5)) + vec2(0.5));
    o.uv = uv_1;
    o.normal = normal_1;
    Varyings _e34 = o;
    return _e34;
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

