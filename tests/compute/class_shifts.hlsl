// b0, t0 and u0 would all be Vulkan binding 0; the test's flags shift the
// t and u classes apart (t to 4, u to 8: the GPU runner fills the holes
// with small uniform buffers, at most 15 of them) so all three can be bound.
cbuffer Params : register(b0) {
    float scale;
    uint count;
};

StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> output : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i < count) {
        output[i] = input[i] * scale + (float)i;
    }
}
