// flags: -T cs_6_0 -E main
// `[[vk::image_format("…")]]` on storage textures (arrays of them too) and
// typed buffers, with DXC's format names.
// expected-no-diagnostics

[[vk::image_format("rgba16f")]] RWTexture2D<float4> hdr;
[[vk::image_format("r11g11b10f")]] RWTexture2D<float3> packed;
[[vk::image_format("rgba8ui")]] RWTexture1D<uint4> bytes[2];
[[vk::image_format("unknown")]] RWTexture3D<int2> any;
[[vk::image_format("r32f")]] RWBuffer<float> buffer;

[numthreads(1, 1, 1)]
void main() {}
