// discard only exists in pixel shaders: a compute shader that reaches it
// is an error.
// flags: -T cs_6_0 -E main

RWStructuredBuffer<float> output;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (output[id.x] < 0) {
        // expected-error@+1 {{'discard' is only allowed in pixel shaders}}
        discard;
    }
    output[id.x] = 1;
}
