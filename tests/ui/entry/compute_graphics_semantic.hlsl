// flags: -T cs_6_0 -E main
// Compute shaders take only the thread IDs as system values.
RWStructuredBuffer<float> o;

[numthreads(8, 1, 1)]
// expected-error@+1 {{semantic 'SV_VERTEXID' is not valid for compute shader inputs}}
void main(uint3 id : SV_DispatchThreadID, uint v : SV_VertexID) {
    o[id.x] = v;
}
