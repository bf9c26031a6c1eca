// flags: -Werror -Wno-error=conversion
float2 narrow(float3 v) {
    return v; // expected-warning {{implicit truncation of vector type}}
}
