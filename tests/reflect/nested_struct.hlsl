// A struct member starts a new row; its fields are listed with their
// offsets in the cbuffer. (A member packing into a struct's last row is
// checked by reflect.rs's unit tests: lowering cannot express it yet.)
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
struct Light {
    float3 dir;     // 0
    float power;    // 12
    float2 range;   // 16
};
struct Material {
    float roughness; // 0
    Light light;     // 16 (new row), size 24
    float4 tail;     // 48
};
cbuffer Scene : register(b1, space2) {
    float t;        // 0
    Material mat;   // 16, size 64: roughness 16, light 32 (dir 32, power 44, range 48), tail 64
    float4 u;       // 80
    Light lights[2]; // 96, stride 32, size 56
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = t + mat.light.power + mat.tail.x + u.y + lights[1].range.y; }
