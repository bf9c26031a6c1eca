// GetDimensions on every texture kind the interpreter supports, with and
// without a mip level (sampled textures), into uint and float outputs;
// but RWTexture2DArray, whose layer count naga's SPIR-V writer queries
// with a level (invalid for storage images), is checked in
// crates/hlslc-cli/tests/cli.rs instead.
// The sizes are the TOML's (a level m is max(1, size >> m) in each
// dimension; layers do not shrink), so each expected value is read off it.
Texture1D<float> t1d : register(t0);
Texture2D<float4> t2d : register(t1);
Texture2DArray<float> t2da : register(t2);
Texture3D<float> t3d : register(t3);
RWTexture1D<float> r1d : register(u4);
RWTexture2D<uint> r2d : register(u5);
RWTexture3D<float> r3d : register(u7);
RWStructuredBuffer<uint> result : register(u8);

[numthreads(1, 1, 1)]
void main() {
    uint w, h, d, levels;
    t1d.GetDimensions(w);
    result[0] = w;
    t1d.GetDimensions(0, w, levels);
    result[1] = w;
    result[2] = levels;
    t2d.GetDimensions(w, h);
    result[3] = w;
    result[4] = h;
    t2d.GetDimensions(2, w, h, levels);
    result[5] = w;
    result[6] = h;
    result[7] = levels;
    t2da.GetDimensions(w, h, d);
    result[8] = w;
    result[9] = h;
    result[10] = d;
    t2da.GetDimensions(1, w, h, d, levels);
    result[11] = w;
    result[12] = h;
    result[13] = d;
    result[14] = levels;
    t3d.GetDimensions(w, h, d);
    result[15] = w;
    result[16] = h;
    result[17] = d;
    float fw, fh, fd, fl;
    t3d.GetDimensions(1, fw, fh, fd, fl);
    result[18] = uint(fw * 10);
    result[19] = uint(fh * 10);
    result[20] = uint(fd * 10);
    result[21] = uint(fl * 10);
    r1d.GetDimensions(w);
    result[22] = w;
    r2d.GetDimensions(w, h);
    result[23] = w;
    result[24] = h;
    r3d.GetDimensions(w, h, d);
    result[25] = w;
    result[26] = h;
    result[27] = d;
}
