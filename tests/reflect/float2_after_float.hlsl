// A float2 after a float packs at 4; a float2 after that at 12 would
// straddle, so it moves to 16; a float4 always starts a row.
// flags: -T cs_6_0 -E main
cbuffer Params : register(b0) {
    float a;    // 0
    float2 b;   // 4
    float2 c;   // 16
    float d;    // 24
    float4 e;   // 32
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = a + b.x + c.y + d + e.w; }
