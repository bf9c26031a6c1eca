// Resources passed to helper functions: each helper is specialized per
// distinct global it is given (two buffers through one `Put`), a resource
// passed on through a second helper, a byte-address buffer and a texture
// read through parameters, and a resource local handed to a helper.
RWStructuredBuffer<float> a : register(u1);
RWStructuredBuffer<float> b : register(u2);
RWByteAddressBuffer raw : register(u3);
Buffer<float> input : register(t0);

void Put(RWStructuredBuffer<float> dst, uint i, float v) {
    dst[i] = v;
}

void PutTwice(RWStructuredBuffer<float> dst, uint i, float v) {
    Put(dst, i, v);
    Put(dst, i + 4, v * 2.0);
}

float Fetch(Buffer<float> src, uint i) {
    return src[i];
}

void Bump(RWByteAddressBuffer bytes, uint offset, uint by) {
    bytes.Store(offset, bytes.Load(offset) + by);
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    Put(a, i, Fetch(input, i) + 1.0);
    PutTwice(b, i, Fetch(input, i));
    RWByteAddressBuffer local = raw;
    Bump(local, i * 4, i + 10);
}
