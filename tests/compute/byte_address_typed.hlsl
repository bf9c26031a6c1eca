// ByteAddressBuffer word loads, RWByteAddressBuffer stores, typed buffers
// (Buffer<T> read through [] and Load, RWBuffer<T> written through []) and
// GetDimensions on them.
ByteAddressBuffer src : register(t0);
Buffer<float> weights : register(t1);
RWByteAddressBuffer dst : register(u2);
RWBuffer<float> scaled : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint2 pair = src.Load2(i * 8);
    uint n;
    weights.GetDimensions(n);
    uint bytes;
    src.GetDimensions(bytes);
    dst.Store2(i * 8, pair.yx + uint2(n, bytes));
    dst.Store(32 + i * 4, src.Load(i * 4 + 3) * 10);
    scaled[i] = weights[i] * 2.0 + weights.Load(3 - i);
}
