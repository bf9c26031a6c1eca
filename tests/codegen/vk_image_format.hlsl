// compile: -T cs_6_0 -E main
// `[[vk::image_format("…")]]` sets a storage texture's format, as in DXC:
// an Rgba16 format the program asks for is its own, not the stand-in for
// SPIR-V's unknown format (tests/codegen/three_component_storage.hlsl).

[[vk::image_format("rgba16f")]] RWTexture2D<float4> hdr : register(u0);
[[vk::image_format("rgba8")]] RWTexture2D<float4> ldr : register(u1);
[[vk::image_format("r32ui")]] RWTexture2D<uint> ids : register(u2);

[numthreads(8, 8, 1)]
void main(uint2 p : SV_DispatchThreadID) {
    float4 c = hdr[p];
    ldr[p] = saturate(c);
    ids[p] = p.x;
}
