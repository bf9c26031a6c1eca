// flags: -T cs_6_0 -E main
// `discard` in a function a compute entry point calls.
void maybeDrop(uint i) {
    // expected-error@+1 {{'discard' is only allowed in pixel shaders}}
    if (i == 0) discard;
}
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { maybeDrop(id.x); }
