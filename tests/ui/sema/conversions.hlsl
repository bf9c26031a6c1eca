// Implicit conversions: allowed numeric ones are silent, truncation warns,
// impossible ones are errors.

struct S { float a; };

float4 h(float4 v) { return v; }

void f() {
    float3 a = float3(1, 2, 3);
    float b = 2;
    int c = b;
    uint d = c;
    float3 e = 1.5;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float2 t = a;
    S s;
    // expected-error@+1 {{cannot convert from 'S' to 'float'}}
    float x = s;
    // expected-error@+1 {{cannot convert from 'float3' to 'float4'}}
    float4 y = a;
    // expected-error@+1 {{too few elements in vector initialization (expected 4 elements, have 3)}}
    float4 z = float4(1, 2, 3);
    float4 w = float4(a, 1);
    float4 q = h(w);
}
