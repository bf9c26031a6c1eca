// flags: -Werror
float2 narrow(float3 v) {
    return v; // expected-error {{implicit truncation of vector type}}
}
