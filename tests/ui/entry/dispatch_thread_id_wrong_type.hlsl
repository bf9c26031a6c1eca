// flags: -T cs_6_0 -E main
// Thread IDs are integer vectors of at most three components.
RWStructuredBuffer<float> o;

[numthreads(64, 1, 1)]
// expected-error@+1 {{semantic 'SV_DISPATCHTHREADID' requires an int or uint scalar or vector of up to 3 components, found 'uint4'}}
void main(uint4 id : SV_DispatchThreadID) {
    o[id.x] = 1;
}
