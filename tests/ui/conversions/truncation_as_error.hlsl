// -Werror=conversion turns the truncation warning into an error.
// flags: -Werror=conversion

float2 f(float4 v) {
    // expected-error@+1 {{implicit truncation of vector type}}
    float2 a = v;
    return a;
}
