// flags: -T cs_6_0 -E main
// A system value of the wrong type.
RWStructuredBuffer<float> o : register(u0);
[numthreads(8, 1, 1)]
// Semantics are case-insensitive; messages show them upper-cased.
// expected-error@+1 {{semantic 'SV_DISPATCHTHREADID' requires an int or uint scalar or vector of up to 3 components, found 'float3'}}
void main(float3 id : SV_DispatchThreadID) { o[0] = id.x; }
