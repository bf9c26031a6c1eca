// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Byte-address buffers load and store one to four words at a byte offset;
// GetDimensions gives the size in bytes.
ByteAddressBuffer input;
RWByteAddressBuffer output;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint a = input.Load(i * 4);
    uint2 b = input.Load2(i * 8);
    uint3 c = output.Load3(i * 12);
    uint4 d = input.Load4(i * 16);
    output.Store(0, a);
    output.Store2(8, b);
    output.Store3(16, c + a);
    output.Store4(32, d);
    // Floats are stored through their bits.
    output.Store(48, asuint(1.5f));
    uint size;
    output.GetDimensions(size);
    output.Store(size - 4, size);
}
