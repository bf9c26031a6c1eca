// Interpreter only: binary16 rounding and overflow of half intermediates.
// GPUs may keep such a value at float precision (NVIDIA, and Mesa 25's
// lavapipe: coarse stays 1 + 2^-12 and 70000 stays finite), so
// tests/compute/sixteen_bit checks only exact results on both paths.
// -enable-16bit-types: half is binary16 and min16int/int16_t are 16-bit,
// with results widened to 32 bits for the buffer:
// * 1 + 2^-10 is a half; 1 + 2^-12 rounds to 1 (half has 10 fraction bits);
// * 2048 + 1 rounds to 2048 (the spacing there is 2, ties to even);
// * 70000 is beyond half's largest finite value (65504): infinity;
// * int16_t and uint16_t arithmetic wraps at 16 bits;
// * isinf sees half's infinity, which isnan does not take for a NaN
//   (inf - inf is not used: drivers may fold x - x to 0).
RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<float> inputs : register(u1);

[numthreads(1, 1, 1)]
void main() {
    half fine = (half)inputs[0];        // 1 + 2^-10
    half coarse = (half)inputs[1];      // 1 + 2^-12
    o[0] = (float)fine;
    o[1] = (float)coarse;
    half big = (half)inputs[2];         // 2048
    half one = 1.0h;
    o[2] = (float)(big + one);
    half huge = (half)inputs[3];        // 70000
    o[3] = isinf(huge) ? 1.0f : 0.0f;
    o[4] = isnan(huge) ? 1.0f : 0.0f;  // infinity is not NaN
    int16_t top = (int16_t)inputs[4];   // 32767
    int16_t next = top + (int16_t)1;
    o[5] = (float)next;
    uint16_t all = (uint16_t)inputs[5]; // 65535
    uint16_t wrapped = all + (uint16_t)1;
    o[6] = (float)wrapped;
    min16int m = (min16int)inputs[6];   // -3
    o[7] = (float)(m * m * m);
    half2 v = half2(fine, big) * (half)2;
    o[8] = (float)v.x + (float)v.y;     // 2 + 2^-9 + 4096
}
