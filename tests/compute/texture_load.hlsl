// Texel reads from a Texture2D<float> with three mip levels: Load with a
// level, with a texel offset, operator[] (level 0) and .mips[m][xy].
// Reads out of bounds (a coordinate, a negative one, past a smaller
// level's edge, a missing level) give 0, as D3D and naga's
// ReadZeroSkipWrite policy have it. Level 0 (4x2) holds 1 + x + 10 * y,
// level 1 (2x1) 100 and 200, level 2 (1x1) 1000; each expected value is
// that formula read at the coordinates written here.
Texture2D<float> tex : register(t0);
RWStructuredBuffer<float> result : register(u1);

[numthreads(1, 1, 1)]
void main() {
    result[0] = tex.Load(int3(1, 1, 0));         // 12
    result[1] = tex.Load(int3(3, 0, 0));         // 4
    result[2] = tex.Load(int3(1, 0, 1));         // 200
    result[3] = tex.Load(int3(0, 0, 2));         // 1000
    result[4] = tex.Load(int3(4, 0, 0));         // x past the edge: 0
    result[5] = tex.Load(int3(0, 2, 0));         // y past the edge: 0
    result[6] = tex.Load(int3(-1, 0, 0));        // negative: 0
    result[7] = tex.Load(int3(2, 0, 1));         // level 1 is 2 wide: 0
    result[8] = tex.Load(int3(0, 0, 3));         // no level 3: 0
    result[9] = tex[uint2(2, 1)];                // 13
    result[10] = tex.mips[1][uint2(1, 0)];       // 200
    result[11] = tex.Load(int3(1, 0, 0), int2(1, 1)); // texel (2, 1): 13
}
