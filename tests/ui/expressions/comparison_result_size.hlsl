// A vector comparison is a vector: it does not convert to a wider vector,
// and narrowing it warns.

void f(float3 a, float3 b) {
    // expected-error@+1 {{cannot convert from 'bool3' to 'bool4'}}
    bool4 wide = a < b;
    // expected-warning@+1 {{implicit truncation of vector type}}
    bool one = a < b;
    bool3 ok = a < b;
}
