// compile: -T cs_6_0 -E main
// Found by the `compile` fuzz target (docs/fuzzing.md): an integer vector
// divided by a constructor with a constant zero component was rejected by
// naga's validator ("Division by zero") after checking clean. Each zero
// component now divides by 1: x / 0 == x and x % 0 == 0, as for a scalar.
// A divisor naga still takes for a constant zero (a zero value, here the
// folded `y % 0`) is guarded with `r == 0 ? 1 : r`.
RWStructuredBuffer<int2> o : register(u0);
RWStructuredBuffer<uint3> u : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int2 x = o[1];
    o[0] = x / int2(1, 0);
    o[2] = x % int2(7, 0);
    u[0] = u[1] / uint3(uint2(0u, 2u), 0u);
    u[2] %= uint3((uint2)0, 3u);
    o[3] = x / ((int)(x.x % 0)).xx;
    u[3] = u[4] / (u[5].x / (u[5].y % 0u));
}
