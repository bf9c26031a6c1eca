// `precise` forbids contracting a * b - c into an FMA. With
// a = b = 1 + 2^-12 and c = 1 + 2^-11, the exact product 1 + 2^-11 + 2^-24
// rounds (a tie, to even) to 1 + 2^-11, so the rounded result is exactly 0;
// a fused multiply-subtract would give 2^-24. NVIDIA's driver fuses unless
// the SPIR-V says NoContraction, so on such a GPU this fails without it.
// The same through a helper function and on vectors.
RWStructuredBuffer<float> data : register(u0);

float residual(float a, float b, float c) {
    precise float r = a * b - c;
    return r;
}

[numthreads(1, 1, 1)]
void main() {
    float a = data[0];
    float b = data[1];
    float c = data[2];
    precise float r = a * b - c;
    data[3] = r;
    data[4] = residual(a, b, c);
    precise float2 v = float2(a, b) * float2(b, a) - c.xx;
    data[5] = v.x;
    data[6] = v.y;
}
