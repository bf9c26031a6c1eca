// flags: -Wno-conversion
// expected-no-diagnostics
float2 narrow(float3 v) {
    return v;
}
