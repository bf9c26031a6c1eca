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
layout(location = 0) flat in uint _vs2fs_location0;
layout(location = 1) flat in vec4 _vs2fs_location1;
layout(location = 2) noperspective in vec2 _vs2fs_location2;
layout(location = 3) smooth centroid in vec2 _vs2fs_location3;
layout(location = 4) smooth in vec3 _vs2fs_location4;
layout(location = 0) out vec4 _fs2p_location0;

vec4 PSMain_1(Varyings i) {
    float sel = 0.0;
    float checker = (fract(((floor((i.uv.x * 8.0)) + floor((i.uv.y * 8.0))) * 0.5)) * 2.0);
    if ((i.material == 0u)) {
        sel = 1.0;
    } else {
        sel = 0.5;
    }
    float _e31 = sel;
    vec3 c = ((i.flatColor.xyz * vec3((0.5 + (0.5 * checker)))) * vec3(_e31));
    return vec4(((c * vec3((0.75 + (0.25 * normalize(i.normal).y)))) + (i.screenUV.xyx * vec3(0.1))), 1.0);
}

void main() {
    vec4 position = gl_FragCoord;
    uint material = _vs2fs_location0;
    vec4 flatColor = _vs2fs_location1;
    vec2 screenUV = _vs2fs_location2;
    vec2 uv = _vs2fs_location3;
    vec3 normal = _vs2fs_location4;
    vec4 _e7 = PSMain_1(Varyings(position, material, flatColor, screenUV, uv, normal));
    _fs2p_location0 = _e7;
    return;
}

