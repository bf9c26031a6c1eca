// Float rounding and range functions on halves and quarters, where every
// result is exact: round (ties to even, as DXC's round_ne), floor, ceil,
// trunc, frac (x - floor(x), so positive for negative x), fmod (the sign
// of the dividend), modf, saturate, clamp, step, sign, abs, min/max, lerp
// and smoothstep at points where their polynomials are exact, on scalars
// and float4. Expected values: the definitions in Python.
StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> o : register(u1);

[numthreads(10, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float x = input[id.x];
    uint at = id.x * 16;
    o[at + 0] = round(x);
    o[at + 1] = floor(x);
    o[at + 2] = ceil(x);
    o[at + 3] = trunc(x);
    o[at + 4] = frac(x);
    o[at + 5] = fmod(x, 1.5);
    float whole;
    o[at + 6] = modf(x, whole) + whole * 10;
    o[at + 7] = saturate(x) + clamp(x, -1.0, 2.0) * 10;
    o[at + 8] = step(0.5, x) + step(x, -0.5) * 10;
    o[at + 9] = sign(x) * 10 + abs(x);
    o[at + 10] = min(x, 0.75) + max(x, -0.25) * 10;
    o[at + 11] = lerp(2.0, 6.0, x);
    o[at + 12] = smoothstep(-1.0, 1.0, x);
    float4 v = float4(x, -x, x + 0.25, x - 0.75);
    float4 rv = round(v) + floor(v) * 2 + ceil(v) * 4;
    o[at + 13] = dot(rv, float4(1, 10, 100, 1000));
    float4 fv = frac(v);
    o[at + 14] = dot(fv, float4(1, 10, 100, 1000));
    o[at + 15] = dot(saturate(v), float4(1, 2, 4, 8));
}
