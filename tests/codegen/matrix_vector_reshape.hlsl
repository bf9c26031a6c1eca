// compile: -T cs_6_0 -E main
// A matrix read as a vector of its components by rows, a vector (of
// another scalar type) as a matrix, a consumed matrix (read once, kept in
// a temporary) as a vector, and a larger matrix truncated to a scalar.

RWStructuredBuffer<float4> outputs;
ConsumeStructuredBuffer<float2x2> matrices;
RWStructuredBuffer<int4> ints;

[numthreads(1, 1, 1)]
void main() {
    float2x2 m = float2x2(1, 2, 3, 4);
    float4 flat = m;
    float2x2 from_ints = ints[0];
    float3x3 big = 2;
    float corner = big;
    outputs[0] = flat + (float4)from_ints + corner;
    outputs[1] = matrices.Consume();
}
