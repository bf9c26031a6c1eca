// sizeof gives the size in bytes; it is a uint constant.
// expected-no-diagnostics

struct Pair { float a; int b; };

uint sizes() {
    uint s = sizeof(float) + sizeof(float4) + sizeof(Pair) + sizeof(double);
    float3 v;
    return s + sizeof(v);
}
