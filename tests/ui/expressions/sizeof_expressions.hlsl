// sizeof applies to expressions too, and is constant.
// expected-no-diagnostics

struct S { float3 p; uint id; };

uint f(float4x4 m, S s) {
    float arr[5];
    return sizeof(m) + sizeof(s) + sizeof(arr) + sizeof(s.p);
}
