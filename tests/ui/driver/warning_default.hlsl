// Without flags the conversion warning is a warning.
float2 narrow(float3 v) {
    return v; // expected-warning {{implicit truncation of vector type}}
}
