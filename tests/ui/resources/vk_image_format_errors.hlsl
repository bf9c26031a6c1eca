// flags: -T cs_6_0 -E main
// The format must be one DXC knows, and hold the texel's scalar type.

// expected-error@+1 {{The image format and the sampled type are not compatible.}}
[[vk::image_format("rgba32f")]] RWTexture2D<int4> a;
// expected-error@+1 {{The image format and the sampled type are not compatible.}}
[[vk::image_format("rgba32ui")]] RWTexture2D<int4> b;
// expected-error@+1 {{The image format and the sampled type are not compatible.}}
[[vk::image_format("r64ui")]] RWTexture2D<uint> c;
// expected-error@+1 {{attribute 'vk::image_format' must have one of these values: unknown,rgba32f}}
[[vk::image_format("bgra8")]] RWTexture2D<float4> d;
// expected-warning@+1 {{attribute 'vk::image_format' ignored: it applies only to storage textures and buffers}}
[[vk::image_format("rgba8")]] Texture2D<float4> e;

[numthreads(1, 1, 1)]
void main() {}
