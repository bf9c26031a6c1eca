// Binary operators on vectors of different sizes truncate the longer
// one, with a warning.

float2 f(float2 a, float4 b) {
    // expected-warning@+1 {{implicit truncation of vector type}}
    float2 c = a + b;
    float2 ok = a + b.xy;
    return c + ok;
}
