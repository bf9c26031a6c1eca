// A struct member starts a new row; members after it pack after its last
// field.
// flags: -T cs_6_0 -E main
struct Light {
    float3 dir;     // 0
    float power;    // 12
    float2 range;   // 16
};
struct Material {
    float roughness; // 0
    Light light;     // 16 (new row), size 24
    float tail;      // 40
};
cbuffer Scene : register(b1, space2) {
    float t;        // 0
    Material mat;   // 16, fields at 16, 32 (dir 32, power 44, range 48), 56
    float u;        // 60
    Light lights[2]; // 64, stride 32, size 56
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = t + mat.light.power + mat.tail + u + lights[1].range.y; }
