#version 450 core
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 1) out vec4 _fs2p_location1;

vec4 pixel_1(vec4 color_1) {
    return color_1;
}

void main() {
    vec4 color = _vs2fs_location2;
    vec4 _e1 = pixel_1(color);
    _fs2p_location1 = _e1;
    return;
}

