// compile: -T cs_6_0 -E main
// targets: spirv
// A `globallycoherent` storage texture: naga has no memory decorations
// on handles, so the word pass decorates its variable `Coherent` (DXC's
// SPIR-V); `accum` is left alone. The typed buffer is a storage buffer in
// naga, which decorates it itself. The text targets cannot mark the
// texture (a warning, crates/hlslc-cli/tests/cli.rs).
globallycoherent RWTexture2D<float4> image : register(u0);
globallycoherent RWBuffer<uint> typed : register(u1);
RWTexture2D<float4> accum : register(u2);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    image[id.xy] = accum[id.xy] + float4(typed[id.x], 0, 0, 1);
    typed[id.x] = id.y;
}
