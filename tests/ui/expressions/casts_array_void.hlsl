// expected-no-diagnostics
// Casts to array types, to `void`, and with a matrix orientation keyword.
struct Data { float4 v; };
StructuredBuffer<Data> Items;

float Sum(int4 ints[2], float2x2 m) {
    float f[4] = (float[4])Items[0].v;
    float4 pair[2] = (float4[2])ints;
    float2x2 r = (row_major float2x2)m;
    (void)r;
    return f[0] + pair[1].w + r[0][0];
}

uint Sizes() {
    return sizeof(float[4]) + sizeof(int3[2]);
}
