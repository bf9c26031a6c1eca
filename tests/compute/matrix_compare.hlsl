// Comparisons of matrices give bool matrices, consumed here by all(),
// any() and ?: (the forms lowering supports, hlsl-lower's
// matrix_compare.rs): a column_major pair from the cbuffer (a shifted by
// the thread index), a row_major pair, and per-element choices between
// them. The matrices are not symmetric, so a row/column mix-up shows.
// Expected values: the kernel re-done in Python.
cbuffer M : register(b0) {
    float2x3 a;
    float2x3 b;
    row_major float3x2 c;
    row_major float3x2 d;
};
RWStructuredBuffer<float> o : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    float2x3 t = a + (float)i;
    uint at = i * 17;
    o[at + 0] = all(t == b) ? 1 : 0;
    o[at + 1] = any(t < b) ? 1 : 0;
    o[at + 2] = any(t >= b) ? 1 : 0;
    o[at + 3] = all(c + (float)i != d) ? 1 : 0;
    o[at + 4] = all(c <= d + (float)i) ? 1 : 0;
    float2x3 lo = (t < b) ? t : b;
    float3x2 hi = (c > d) ? c : d - (float)i;
    for (uint k = 0; k < 6; k++) {
        o[at + 5 + k] = lo[k / 3][k % 3];
        o[at + 11 + k] = hi[k / 2][k % 2];
    }
}
