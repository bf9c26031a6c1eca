// Intrinsics check their argument counts and types.
float use(float a, float2 u, float3 v, float4x4 m, int i) {
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    float x = dot(v);
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    x += sin(a, a);
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    x += clamp(a, 0);
    // Cross products are of 3-vectors only.
    // expected-error@+1 {{no matching function for call to 'cross(float2, float2)'}}
    x += cross(u, u).x;
    // expected-note@* {{candidate function: float3 cross(float3, float3)}}
    // expected-warning@+1 {{implicit truncation of vector type}}
    x += mul(m, v).x;
    // expected-error@+1 {{use of undeclared identifier 'sine'}}
    x += sine(a);
    return x;
}
