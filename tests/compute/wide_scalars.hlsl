// double, int64_t and uint64_t arithmetic (SPIR-V Float64/Int64), with
// results narrowed to 32-bit values for the buffers:
// * (2^26 + 1)^2 - 2^52 = 2^27 + 1 exactly in double (float loses the 1);
// * 2^40 + 2^35 + 3, shifted and split into 32-bit halves;
// * signed 64-bit division and remainder of negatives (truncating);
// * a 64-bit shift by 70 is a shift by 70 & 63 = 6, as D3D masks it.
RWStructuredBuffer<uint> o : register(u0);
RWStructuredBuffer<float> inputs : register(u1);

[numthreads(1, 1, 1)]
void main() {
    double a = (double)inputs[0] + 1.0;        // 2^26 + 1
    double sq = a * a - (double)inputs[1];      // - 2^52
    o[0] = (uint)sq;
    float af = inputs[0] + 1.0f;
    o[1] = (uint)(af * af - inputs[1]);         // float: 2^27 (the 1 is lost)

    uint64_t big = ((uint64_t)1 << 40) + ((uint64_t)1 << 35) + 3;
    o[2] = (uint)(big >> 32);
    o[3] = (uint)big;
    uint64_t shifted = big << 20;
    o[4] = (uint)(shifted >> 32);
    o[5] = (uint)shifted;

    int64_t n = -(int64_t)big;
    o[6] = (uint)(int)(n / 1000000007);
    o[7] = (uint)(int)(n % 1000000007);
    uint amount = (uint)inputs[2];              // 70
    o[8] = (uint)(((uint64_t)5) << amount);
    o[9] = (uint)(n < 0);
}
