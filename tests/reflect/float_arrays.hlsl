// Each element of an array takes a row but the last: float[3] is 36
// bytes (elements at 0, 16, 32); what follows packs after the last one.
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
cbuffer Params : register(b0) {
    float x;        // 0
    float a[3];     // arrays start a row: 16, size 36
    float b;        // 52
    float2 c[2];    // 64, size 24
    float d;        // 88
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = x + a[1] + b + c[1].y + d; }
