// b0, t0 and u0 share binding 0 by default; the shifts separate the
// classes (`all` spaces for u), the unannotated buffer takes the first
// free binding of set 0 after the explicit ones, and [[vk::binding]] wins.
// compile: -T cs_6_0 -fvk-t-shift 10 0 -fvk-u-shift 20 all -fvk-b-shift 30 1
cbuffer P : register(b0, space1) { float a; };
StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> output : register(u0);
RWStructuredBuffer<float> other : register(u1, space2);
RWStructuredBuffer<float> scratch;
[[vk::binding(3, 4)]] RWStructuredBuffer<float> pinned : register(u5);

[numthreads(1, 1, 1)]
void main() {
    output[0] = a + input[0];
    other[0] = 1;
    scratch[0] = 2;
    pinned[0] = 3;
}
