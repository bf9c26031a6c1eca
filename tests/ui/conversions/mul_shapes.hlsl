// mul takes scalars, vectors and matrices whose inner dimensions agree;
// the result's shape follows from theirs.
// expected-no-diagnostics

float4 f(float4 v, float3 w, float4x4 m, float3x4 n, float2x3 p) {
    float4 a = mul(v, m);
    float4 b = mul(m, v);
    float3 c = mul(n, v);
    float4 d = mul(w, n);
    float2x4 e = mul(p, n);
    float3 s = mul(2.0, w);
    float4x4 sm = mul(m, 0.5);
    float dotp = mul(v, v);
    return a + b + d + float4(c, dotp) + e[1] + s.x + sm[0];
}
