// compile: -T cs_6_0 -E main
// targets: spirv
// Three-component storage textures (an R11G11B10_FLOAT target, say) have
// no storage format of their own: as in DXC, SPIR-V gives them the
// unknown format, which takes the bound view's, and the capabilities to
// read and write without a format (spirv-val checks those in gpu-tests).
// The text targets refuse them (cli.rs, three_component_storage_textures_need_spirv).
RWTexture2D<float3> color : register(u0);
RWTexture2D<float4> plain : register(u1);
RWTexture2D<uint3> ids : register(u2);
RWTexture1D<int3> signedTexels : register(u3);

[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID) {
    color[id] = color[id] * 0.5 + float3(id, 1);
    plain[id] = float4(color[id], 1);
    ids[id] = id.xyx;
    signedTexels[id.x] = int3(-1, 0, 1) + signedTexels[id.x];
}
