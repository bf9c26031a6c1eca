// RWTexture2D<float4> read and written by each of 4x2 invocations, and a
// RWTexture2D<uint> written at each invocation's texel; writes out of
// bounds are dropped. Each texel of img becomes 2 * its value plus
// (x, y, 0, 1); grid gets x + 10 * y + 1, except that the invocation at
// (1, 1) writes to (5, 5) (outside the 4x2 image) instead, so that texel
// keeps its initial 77.
RWTexture2D<float4> img : register(u0);
RWTexture2D<uint> grid : register(u1);

[numthreads(4, 2, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 v = img[id.xy];
    img[id.xy] = 2 * v + float4(id.x, id.y, 0, 1);
    uint2 at = all(id.xy == uint2(1, 1)) ? uint2(5, 5) : id.xy;
    grid[at] = id.x + 10 * id.y + 1;
    img[uint2(9, 0)] = float4(-1, -1, -1, -1);
}
