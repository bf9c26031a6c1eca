// [[vk::constant_id(N)]] constants in a draw: both stages get the test's
// VkSpecializationInfo. The defaults would paint every pixel level * tint
// = 0.1 grey (not inverted, split at 0). The test sets tint 1 (read by the
// vertex shader), level 0.6, invert true and split 2 (read by the pixel
// shader): columns 0 and 1 take 1 - 0.6 = 0.4 and the others 0.6, as
// bytes 102 and 153 (each value times 255 is whole).
[[vk::constant_id(5)]] const float tint = 0.5;
[[vk::constant_id(6)]] const float level = 0.2;
[[vk::constant_id(7)]] const bool invert = false;
[[vk::constant_id(8)]] const int split = 0;

struct VOut {
    float4 pos : SV_Position;
    nointerpolation float shade : SHADE;
};

VOut VSMain(uint id : SV_VertexID) {
    VOut o;
    float2 p = float2((id << 1) & 2, id & 2);
    o.pos = float4(p * 2 - 1, 0, 1);
    o.shade = tint;
    return o;
}

float4 PSMain(VOut i) : SV_Target {
    float v = (int(i.pos.x) < split && invert) ? 1 - level : level;
    return float4(v.xxx * i.shade, 1);
}
