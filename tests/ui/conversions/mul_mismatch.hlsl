// mul of shapes whose inner dimensions differ truncates the larger one to
// the smaller, as DXC's intrinsic matching does, with its warning.

void f(float3 v, float4x4 m, float2x3 p) {
    // expected-warning@+1 {{implicit truncation of vector type}}
    float4 a = mul(v, m);
    // float2x2 * float2x3
    // expected-warning@+1 {{implicit truncation of vector type}}
    float2x3 b = mul(p, p);
    float2 ok = mul(p, v);
}
