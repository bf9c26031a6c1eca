// Bit casts and numeric conversions, at run time (inputs from a buffer)
// and on literals: asuint/asint/asfloat on scalars and vectors (negative
// zero, infinity and subnormals, moved without arithmetic), float to int
// truncating toward zero in both directions, int and uint to float on
// values with at most 24 significant bits (exact), int <-> uint wrapping,
// and bool conversions.
// Expected values: Python's struct for the bits, int() for truncation.
StructuredBuffer<float> fin : register(t0);
StructuredBuffer<int> iin : register(t1);
RWStructuredBuffer<uint> bits : register(u2);
RWStructuredBuffer<int> ints : register(u3);
RWStructuredBuffer<float> floats : register(u4);

[numthreads(1, 1, 1)]
void main() {
    float4 f = float4(fin[0], fin[1], fin[2], fin[3]); // -0.0, 1.5, -3.75, 7.99
    int4 k = int4(iin[0], iin[1], iin[2], iin[3]);     // -1, 16777216, -2147483648, 4095

    uint4 fb = asuint(f);
    bits[0] = fb.x;
    bits[1] = fb.y;
    bits[2] = fb.z;
    // Pure bit moves (no arithmetic, which may flush subnormals or lose
    // the sign of zero): -0.0, an infinity and the smallest subnormal.
    bits[3] = asuint(asfloat(fb.x | 0x00400000u));   // a negative subnormal
    bits[4] = asuint(asfloat((fb.y & 0x80000000u) | 0x7f800000u));
    bits[5] = (uint)asint(f.z);
    bits[6] = asuint(asfloat((uint)k.x & 1u)) + 1;
    bits[7] = asuint(1.0f) + asuint(asfloat(0x3f000000u));
    bits[8] = (uint)k.x;                     // wraps to 0xffffffff
    bits[9] = (uint)k.z + 1;
    uint2 ub = asuint(int2(k.x, 5));
    bits[10] = ub.x ^ ub.y;

    ints[0] = (int)f.y;
    ints[1] = (int)f.z;
    ints[2] = (int)(uint)f.w;
    ints[3] = (int)(-f.y);
    ints[4] = (int)0xffffff00u;              // -256
    ints[5] = asint(asfloat(k.w));
    ints[6] = (int)(f.z != 0) + (int)true * 10 + (int)(bool)k.y * 100 + (int)(bool)f.x * 1000;
    int2 tv = (int2)float2(-2.5, 2.5);
    ints[7] = tv.x * 10 + tv.y;

    floats[0] = (float)k.y;
    floats[1] = (float)k.z;
    floats[2] = (float)0xffffff00u;
    floats[3] = (float)(uint)k.w * 0.5;
    floats[4] = (float)true + (float)(k.x < 0) * 2;
    float2 fv = (float2)int2(k.x, k.w);
    floats[5] = fv.x + fv.y;
    floats[6] = asfloat(asuint(f.z) & 0x7fffffffu);   // |f.z| by masking
    floats[7] = asfloat(asuint(f.y) + 0x00800000u);   // times two via the exponent
}
