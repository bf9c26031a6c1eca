// Array, 3D and 1D textures: loads from a Texture2DArray (layer out of
// range gives 0), a Texture3D with two levels and a Texture1D; point
// SampleLevel of the array, whose layer coordinate rounds to the nearest
// layer and clamps to the last; and writes to a RWTexture1D,
// RWTexture2DArray and RWTexture3D, one out of bounds in each (dropped).
// Data: arr texel (x, y, layer) = 100 * layer + x + 2y + 1; vol level 0
// texel (x, y, z) = x + 10y + 100z, level 1 (2x1x1) 1000 + x; ramp texel
// x = (x, -x, 0.5 * x, 1). Each expected value is those formulas read at
// the coordinates written here.
Texture2DArray<float> arr : register(t0);
Texture3D<uint> vol : register(t1);
Texture1D<float4> ramp : register(t2);
SamplerState nearest : register(s3);
RWTexture1D<uint> wline : register(u4);
RWTexture2DArray<float> warr : register(u5);
RWTexture3D<int> wvol : register(u6);
RWStructuredBuffer<float> result : register(u7);

[numthreads(2, 2, 2)]
void main(uint3 id : SV_GroupThreadID, uint gi : SV_GroupIndex) {
    // gi = x + 2y + 4z. wline gets 10 gi + 1 at x + 2y from the z = 0
    // lanes, warr gi at (x, 0, layer z) from the y = 0 lanes, wvol -gi at
    // each lane's (x, y, z); the last write of each is out of bounds.
    if (id.z == 0) {
        wline[id.x + 2 * id.y] = 10 * gi + 1;
    }
    if (id.y == 0) {
        warr[uint3(id.x, 0, id.z)] = gi;
    }
    wvol[id] = -int(gi);
    if (gi == 0) {
        wline[4] = 99;
        warr[uint3(0, 0, 2)] = 9;
        wvol[uint3(2, 0, 0)] = 5;
    }
    if (gi != 0) {
        return;
    }
    result[0] = arr.Load(int4(1, 1, 2, 0));    // 204
    result[1] = arr.Load(int4(0, 1, 1, 0));    // 103
    result[2] = arr.Load(int4(0, 0, 3, 0));    // no layer 3: 0
    result[3] = arr[uint3(1, 0, 1)];           // 102
    result[4] = vol.Load(int4(3, 1, 1, 0));    // 113
    result[5] = vol.Load(int4(1, 0, 0, 1));    // 1001
    result[6] = vol.Load(int4(0, 0, 2, 0));    // z past the edge: 0
    result[7] = vol[uint3(2, 0, 1)];           // 102
    result[8] = ramp.Load(int2(3, 0)).y;       // -3
    result[9] = ramp[2].z;                     // 1
    result[10] = ramp.Load(int2(4, 0)).w;      // past the edge: 0
    // Texel (1, 0) (u = 0.75, v = 0.25) of layers round(1.3) = 1 and
    // clamp(7) = 2, and round(-0.4) = 0.
    result[11] = arr.SampleLevel(nearest, float3(0.75, 0.25, 1.3), 0); // 102
    result[12] = arr.SampleLevel(nearest, float3(0.75, 0.25, 7.0), 0); // 202
    result[13] = arr.SampleLevel(nearest, float3(0.75, 0.25, -0.4), 0); // 2
}
