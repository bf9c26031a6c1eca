// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// A one-dimensional dispatch can take its thread ID as a scalar.
RWStructuredBuffer<float> o;

[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
    o[id] = id * 0.5;
}
