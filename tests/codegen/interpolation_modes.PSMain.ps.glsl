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
    Varyings i_1 = Varyings(vec4(0.0), 0u, vec4(0.0), vec2(0.0), vec2(0.0), vec3(0.0));
    float checker = 0.0;
    vec3 c = vec3(0.0);
    float sel = 0.0;
    i_1 = i;
    float _e6 = i_1.uv.x;
    float _e12 = i_1.uv.y;
    checker = (fract(((floor((_e6 * 8.0)) + floor((_e12 * 8.0))) * 0.5)) * 2.0);
    vec4 _e23 = i_1.flatColor;
    float _e27 = checker;
    uint _e33 = i_1.material;
    if ((_e33 == 0u)) {
        sel = 1.0;
    } else {
        sel = 0.5;
    }
    float _e39 = sel;
    c = ((_e23.xyz * vec3((0.5 + (0.5 * _e27)))) * vec3(_e39));
    vec3 _e42 = c;
    vec3 _e46 = i_1.normal;
    vec2 _e54 = i_1.screenUV;
    return vec4(((_e42 * vec3((0.75 + (0.25 * normalize(_e46).y)))) + (_e54.xyx * vec3(0.1))), 1.0);
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

