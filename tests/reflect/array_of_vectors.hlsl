// Arrays of float3 and float4: each element a row, the last only what it
// holds, so a float after a float3[2] packs at its row's last slot.
// flags: -T cs_6_0 -E main -fvk-use-dx-layout
cbuffer Params : register(b0) {
    float3 v[2];    // 0, size 28
    float w;        // 28
    float4 q[2];    // 32, size 32
    float2x2 m[2];  // 64; column_major float2x2 is 24 bytes, stride 32 -> size 56
    float z;        // 120
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = v[1].z + w + q[1].x + m[1][0][1] + z; }
