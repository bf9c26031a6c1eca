// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// GetDimensions writes each size of a texture (and, with a mip level
// first, the level count) to out arguments of any numeric scalar type.
Texture1D<float> line;
Texture1DArray<float> lines;
Texture2D<float4> image;
Texture2DArray<float4> layers;
Texture3D<float> volume;
TextureCube<float4> sky;
TextureCubeArray<float4> skies;
RWTexture2D<float4> storage;
RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    uint w, h, d, n, levels;
    float fw, fh;
    line.GetDimensions(w);
    line.GetDimensions(0, w, levels);
    lines.GetDimensions(w, n);
    image.GetDimensions(w, h);
    image.GetDimensions(1, fw, fh, levels);
    layers.GetDimensions(w, h, n);
    layers.GetDimensions(0, w, h, n, levels);
    volume.GetDimensions(w, h, d);
    volume.GetDimensions(2, w, h, d, levels);
    sky.GetDimensions(w, h);
    skies.GetDimensions(w, h, n);
    skies.GetDimensions(0, w, h, n, levels);
    storage.GetDimensions(w, h);
    o[0] = w + h + d + n + levels + (uint)(fw + fh);
}
