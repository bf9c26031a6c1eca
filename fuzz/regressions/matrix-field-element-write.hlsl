// compile: -T cs_6_0 -E main
// Open finding (docs/fuzzing.md): writing part of a matrix that is a
// struct field is rejected with "expression is not assignable" (lines
// marked); DXC accepts all of it. A matrix variable works.
struct S { float3x3 m; float4 v; };
RWStructuredBuffer<float> o : register(u0);

float f(S p, inout S q) {
    p.m[0][2]++;                  // rejected
    p.m._m00 = 1.0;               // rejected
    q.m[1] = float3(1, 2, 3);     // rejected
    return p.m[0][2] + q.m._m11;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    S s = (S)0;
    S t = (S)0;
    float3x3 m = (float3x3)0;
    m[0][1] = 2.0;                // accepted
    s.m._m12 = 3.0;               // rejected
    o[0] = f(s, t) + m._m01;
}
