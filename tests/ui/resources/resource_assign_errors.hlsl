// flags: -T cs_6_0 -E main
// Global resources are bindings, not variables: they are not assigned.
Texture2D<float4> a;
Texture2D<float4> b;
RWStructuredBuffer<float> o;
RWStructuredBuffer<float> p;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{expression is not assignable}}
    a = b;
    // expected-error@+1 {{expression is not assignable}}
    o = p;
    o[0] = 1;
}
