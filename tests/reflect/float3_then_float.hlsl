// A float after a float3 fills the rest of its row: b at 12, c on row 1.
// flags: -T cs_6_0 -E main
cbuffer Params : register(b0) {
    float3 a;   // 0..12
    float b;    // 12
    float3 c;   // 16
    float2 d;   // 28 would straddle: 32
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = a.x + b + c.y + d.x; }
