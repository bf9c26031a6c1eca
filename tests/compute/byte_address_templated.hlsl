// Templated byte-address loads and stores (Shader Model 6.2) of 32-bit
// scalars and vectors: words reinterpreted as the type.
ByteAddressBuffer src : register(t0);
RWByteAddressBuffer dst : register(u1);
RWByteAddressBuffer words : register(u2);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    dst.Store<float2>(i * 8, src.Load<float2>(i * 8) * 2.0);
    // The bits of 1.0f and 2.0f, as ints.
    int k = src.Load<int>(i * 4);
    words.Store<int>(i * 4, k - 0x3f800000);
    uint3 u = words.Load<uint3>(8 + 12 * i);
    words.Store<uint3>(8 + 12 * i, u + i + 1);
}
