// compile: -T cs_6_2 -E main -enable-16bit-types
// targets: spirv
// A 16-bit index is widened to the 32-bit `uint` D3D takes before naga
// sees it: naga's bounds check compares the index with a 32-bit length,
// and spirv-val rejects an OpULessThan of two widths.
RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<uint16_t> indices : register(u1);

[numthreads(1, 1, 1)]
void main() {
    float4 v = float4(1, 2, 3, 4);
    float a[3] = {5, 6, 7};
    uint16_t i = indices[0];
    int16_t j = (int16_t)indices[1];
    o[0] = v[i] + a[j];
}
