// compile: -T cs_6_0 -E main
// targets: spirv
// A double3 in a cbuffer aligns naga's struct to 32 bytes, so its span is
// rounded up to a multiple of 32 (HLSL size 80, naga span 96); the
// members keep their HLSL offsets.
cbuffer Params : register(b0) {
    float4 x;     // 0
    float4 y;     // 16
    double3 d;    // 32
    float e;      // 56
    float4 z;     // 64
};
RWStructuredBuffer<float> o : register(u1);

[numthreads(1, 1, 1)]
void main() { o[0] = x.x + y.y + (float)d.y + e + z.w; }
