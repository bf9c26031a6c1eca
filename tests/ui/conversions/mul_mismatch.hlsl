// mul of shapes whose inner dimensions differ has no overload.

void f(float3 v, float4x4 m, float2x3 p) {
    // expected-error@+1 {{no matching function for call to 'mul(float3, float4x4)'}}
    float4 a = mul(v, m);
    // expected-error@+1 {{no matching function for call to 'mul(float2x3, float2x3)'}}
    float2x3 b = mul(p, p);
    float2 ok = mul(p, v);
}
