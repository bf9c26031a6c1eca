// `unsigned` only modifies integer types (DXC's wording).
// expected-error@+1 {{'float' cannot be signed or unsigned}}
unsigned float F;
// expected-error@+1 {{'bool' cannot be signed or unsigned}}
unsigned bool3 B;

void f() {
    unsigned int2 v = 1;
    // expected-error@+1 {{cannot convert from 'uint2' to 'float3x3'}}
    float3x3 m = v;
}
