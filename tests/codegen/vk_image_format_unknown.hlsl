// compile: -T cs_6_0 -E main
// targets: spirv
// `[[vk::image_format("unknown")]]`: SPIR-V's Unknown format with the
// ...WithoutFormat capabilities, for any texel (the text targets have no
// unknown format: an error there).

[[vk::image_format("unknown")]] RWTexture3D<float2> volume : register(u0);

[numthreads(4, 4, 4)]
void main(uint3 p : SV_DispatchThreadID) {
    volume[p] = float2(p.xy);
}
