// compile: -T cs_6_0 -E main
// Helpers that take and return resources are specialized per global
// (legalize/specialize.rs): `Put` gets one copy for `a` and one for `b`,
// each without the buffer parameter; `Pick` returns nothing, and its call's
// value is the global it returns.
RWStructuredBuffer<float> a : register(u0);
RWStructuredBuffer<float> b : register(u1);

void Put(RWStructuredBuffer<float> dst, uint i, float v) {
    dst[i] = v;
}

RWStructuredBuffer<float> Pick() {
    return b;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Put(a, id.x, 1.0);
    Put(b, id.x, 2.0);
    a[id.x + 1] = Pick()[id.x];
    Put(Pick(), 0, 3.0);
}
