// compile: -T vs_6_8 -E VSMain
// compile: -T ps_6_0 -E PSMain
// targets: spirv
// System values only SPIR-V spells among hlslc's targets: the draw's
// first vertex and instance, a cull distance, and the sample mask in and
// out (a `uint[1]` array, as Vulkan and DXC have it).

struct Varyings {
    float4 position : SV_Position;
    float cull : SV_CullDistance0;
};

Varyings VSMain(float3 position : POSITION, uint vertex : SV_VertexID,
                int firstVertex : SV_StartVertexLocation, uint firstInstance : SV_StartInstanceLocation) {
    Varyings o;
    o.position = float4(position, 1.0 + (vertex - firstVertex) * 0.001 + firstInstance);
    o.cull = position.z;
    return o;
}

struct PixelOut {
    float4 color : SV_Target;
    uint coverage : SV_Coverage;
};

PixelOut PSMain(float4 position : SV_Position, uint coverage : SV_Coverage) {
    PixelOut o;
    o.color = float4(position.xy * 0.001, countbits(coverage), 1.0);
    // Alpha-to-coverage by hand: keep every other sample.
    o.coverage = coverage & 0x55555555;
    return o;
}
