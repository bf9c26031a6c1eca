// Byte-address Load<T> and Store<T> of 64-bit scalars: each is two words,
// the low one first (little-endian, as D3D and Vulkan lay them out), put
// together and taken apart with bitcasts. Inputs (as words, low first):
// at byte 0 the double 1 + 2^-52 (bits 0x3FF0000000000001), at 8 the
// uint64_t 7 * 2^32 + 5, at 16 the int64_t -2, at 24 a double2 (0.5,
// -4.0).
ByteAddressBuffer input : register(t0);
RWByteAddressBuffer output : register(u1);

[numthreads(1, 1, 1)]
void main() {
    double d = input.Load<double>(0);
    uint64_t u = input.Load<uint64_t>(8);
    int64_t i = input.Load<int64_t>(16);
    double2 v = input.Load<double2>(24);
    output.Store<double>(0, d * 2);
    output.Store<uint64_t>(8, u * 3);
    output.Store<int64_t>(16, i * 5);
    output.Store<double2>(24, v.yx);
    // Whole words too: the high word of the double alone.
    output.Store(40, input.Load(4));
}
