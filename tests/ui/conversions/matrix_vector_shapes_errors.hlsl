// Numeric shapes convert only as DXC's rules allow: no vector from a
// square matrix with a different number of components (not even with a
// cast), no growing, no matrix truncated into a thin one's other
// orientation; truncation warns.

void f(float2x2 m, float3x3 big, float4 v, float2 v2, float1x3 row) {
    // expected-error@+1 {{cannot convert from 'float2x2' to 'float2'}}
    float2 a = (float2)m;
    // expected-error@+1 {{cannot convert from 'float3x3' to 'float4'}}
    float4 b = big;
    // expected-error@+1 {{cannot convert from 'float2' to 'float2x2'}}
    float2x2 c = (float2x2)v2;
    // expected-error@+1 {{cannot convert from 'float1x3' to 'float2x1'}}
    float2x1 d = (float2x1)row;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float1x2 e = v;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float g = m;
}
