// flags: -T vs_6_0 -E main
// expected-no-diagnostics
// Structs as entry point inputs and outputs carry a semantic on each
// field, also in nested structs.
struct Attributes {
    float3 position : POSITION;
    float3 normal : NORMAL;
};
struct VSIn {
    Attributes attributes;
    float2 uv : TEXCOORD0;
    uint id : SV_VertexID;
};
struct VSOut {
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

VSOut main(VSIn i) {
    VSOut o;
    o.position = float4(i.attributes.position, 1);
    o.normal = i.attributes.normal;
    o.uv = i.uv + i.id;
    return o;
}
