// An object's size is bounded (docs/limits.md): 2^31 bytes, counting each
// array element and struct member as a constant buffer would place it
// (rounded up to 16 bytes), so that no layout's 32-bit offsets overflow.
void f() {
    // Each row fits (1 MiB); the rows together do not. The error points
    // at the dimension that crosses the limit.
    // expected-error@+1 {{'float[65536][65536]' is too large: it may take more than 2147483648 bytes}}
    float a[0x10000][0x10000];
}
// Each member fits; the struct does not.
// expected-error@+1 {{'S' is too large: it may take more than 2147483648 bytes}}
struct S {
    float4 a[0x4000000];
    float4 b[0x4000000];
    float4 c[0x4000000];
};
cbuffer C {
    // 2^29 floats, 16 bytes each in a constant buffer.
    // expected-error@+1 {{'float[536870912]' is too large}}
    float big[0x20000000];
};
// 2^26 float4s: 1 GiB, within the limit.
groupshared float4 fits[0x4000000];
