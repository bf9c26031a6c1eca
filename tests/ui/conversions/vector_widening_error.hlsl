// A shorter vector or matrix never grows implicitly.

void f(float2 v, float2x2 m) {
    // expected-error@+1 {{cannot convert from 'float2' to 'float4'}}
    float4 a = v;
    // expected-error@+1 {{cannot convert from 'float2x2' to 'float3x3'}}
    float3x3 b = m;
    // expected-error@+1 {{cannot convert from 'float2x2' to 'float2x3'}}
    float2x3 c = m;
    float4 ok = float4(v, v);
}
