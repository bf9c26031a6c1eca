// GetDimensions on every buffer kind (element count and stride of
// structured buffers of a struct, float3 and uint2; element counts of typed
// buffers; byte sizes of byte-address buffers), used as a realistic kernel
// does: loops bounded by the element count and a guard on the thread id.
// Expected values: the buffer sizes in the TOML and sums done in Python.
struct Item {
    float4 v;
    uint tag;
};

StructuredBuffer<Item> items : register(t0);
RWStructuredBuffer<float3> points : register(u1);
RWStructuredBuffer<uint2> pairs : register(u2);
Buffer<float2> uvs : register(t3);
RWBuffer<int4> quads : register(u4);
ByteAddressBuffer raw : register(t5);
RWByteAddressBuffer dims : register(u6);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint nItems, sItems, nPoints, sPoints, nPairs, sPairs, nUvs, nQuads, rawBytes, dimBytes;
    items.GetDimensions(nItems, sItems);
    points.GetDimensions(nPoints, sPoints);
    pairs.GetDimensions(nPairs, sPairs);
    uvs.GetDimensions(nUvs);
    quads.GetDimensions(nQuads);
    raw.GetDimensions(rawBytes);
    dims.GetDimensions(dimBytes);
    if (i == 0) {
        dims.Store4(0, uint4(nItems, sItems, nPoints, sPoints));
        dims.Store4(16, uint4(nPairs, sPairs, nUvs, nQuads));
        dims.Store2(32, uint2(rawBytes, dimBytes));
    }
    if (i < nPoints) {
        float total = 0;
        for (uint k = 0; k < nItems; k++) {
            if (items[k].tag == i) {
                total += items[k].v.x + items[k].v.w;
            }
        }
        points[i] = float3(total, uvs[i % nUvs]);
    }
    if (i < nPairs) {
        uint words = 0;
        for (uint b = 0; b < rawBytes; b += 4) {
            words += raw.Load(b) & (1u << i) ? 1 : 0;
        }
        pairs[i] = uint2(words, rawBytes / 4 - words);
    }
    if (i < nQuads) {
        quads[i] = int4(i, -(int)i, nQuads, nUvs) * 2;
    }
}
