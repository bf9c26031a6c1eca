// ConsumeStructuredBuffer.Consume from 6 invocations in 2 groups: each
// takes a different element, in an order that depends on the GPU, so they
// combine what they took with atomics whose sum and bitwise or do not
// depend on it. One invocation alone consumes twice from a second buffer,
// in program order; its counter starts past the end, so the first read
// gives zero.
ConsumeStructuredBuffer<uint> bits : register(u0);
ConsumeStructuredBuffer<float2> pairs : register(u1);
RWStructuredBuffer<uint> totals : register(u2);
RWStructuredBuffer<float2> taken : register(u3);

[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint b = bits.Consume();
    InterlockedAdd(totals[0], b);
    InterlockedOr(totals[1], b);
    if (id.x == 0) {
        taken[0] = pairs.Consume();
        taken[1] = pairs.Consume();
    }
}
