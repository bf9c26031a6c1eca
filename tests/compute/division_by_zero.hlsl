// Integer division by zero gives the dividend, remainder by zero gives 0,
// and INT_MIN / -1 gives INT_MIN (naga's and WGSL's rules, which the
// interpreter follows). Divisors come from a buffer, and a constant zero
// divisor is lowered without reaching naga's validator as a constant.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> output : register(u1);

[numthreads(1, 1, 1)]
void main() {
    int x = input[0];
    int zero = input[1];
    int minus_one = input[2];
    int int_min = input[3];
    output[0] = x / zero;
    output[1] = x % zero;
    output[2] = int_min / minus_one;
    output[3] = int_min % minus_one;
    output[4] = x / 0;
    output[5] = x % 0;
    uint ux = asuint(x);
    output[6] = asint(ux / asuint(zero));
    output[7] = asint(ux % asuint(zero));
}
