// A constructor whose one argument already has the result type passes the
// value through (a one-part OpCompositeConstruct is invalid SPIR-V).
// compile: -T cs_6_0 -E main
RWStructuredBuffer<float2> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float2 v = o[0];
    float2 w = float2(v);
    o[1] = w + float2(v.yx);
}
