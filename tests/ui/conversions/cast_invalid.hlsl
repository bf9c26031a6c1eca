// Casts that have no meaning are errors: a value into more components
// than it has, and anything to or from a resource.

struct Pair { float x; float y; };

Texture2D tex;

void f(float2 v) {
    // expected-error@+1 {{cannot convert from 'float2' to 'float3'}}
    float3 a = (float3)v;
    // expected-error@+1 {{cannot convert from 'Pair' to 'float4'}}
    float4 b = (float4)(Pair)v;
    // expected-error@+1 {{cannot convert from 'Texture2D' to 'float'}}
    float c = (float)tex;
    Pair ok = (Pair)v;
}
