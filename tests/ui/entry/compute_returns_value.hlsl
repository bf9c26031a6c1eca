// flags: -T cs_6_0 -E main
// A compute shader writes its results to resources; it has no outputs.
RWStructuredBuffer<float> o;

[numthreads(8, 1, 1)]
// expected-error@+1 {{semantic 'SV_TARGET' is not valid for compute shader outputs}}
float4 main(uint3 id : SV_DispatchThreadID) : SV_Target {
    return o[id.x];
}
