// Byte-address buffers as a packed record store: Load2/Load3/Load4 at
// offsets that are multiples of 4 but not of 8 or 16, Store2/Store3/Store4,
// floats through asfloat/asuint, a past-the-end Load4 (zero), a dropped
// past-the-end Store, and GetDimensions on both kinds. Expected values:
// the kernel re-done in Python on words (exact small floats).
ByteAddressBuffer records : register(t0);
RWByteAddressBuffer outb : register(u1);

// One record is 7 words (28 bytes): uint key, float3 pos, uint3 extra.
static const uint kRecord = 28;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint inBytes, outBytes;
    records.GetDimensions(inBytes);
    outb.GetDimensions(outBytes);
    uint at = i * kRecord;
    uint key = records.Load(at);
    float3 pos = asfloat(records.Load3(at + 4));
    uint4 tail = records.Load4(at + 12); // pos.z bits and extra
    uint2 mid = records.Load2(at + 8);   // pos.y, pos.z

    // Output record i: 8 words at 32 * i.
    uint o = i * 32;
    outb.Store4(o, uint4(key * 2, tail.x + tail.y, tail.z, tail.w));
    outb.Store3(o + 16, asuint(pos * 2 + asfloat(mid.x)));
    outb.Store(o + 28, inBytes + outBytes * 1000);
    // Overwrite the middle two words of the first Store4 with a Store2.
    outb.Store2(o + 4, uint2(mid.y, key) + records.Load4(inBytes).xy);
    // Past the end: dropped.
    outb.Store3(outBytes, uint3(9, 9, 9));
}
