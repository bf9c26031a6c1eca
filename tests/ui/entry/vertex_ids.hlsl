// flags: -T vs_6_0 -E main
// expected-no-diagnostics
// Vertex shaders take the vertex and instance IDs, as uint or int, and
// write SV_Position with other outputs.
struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation uint instance : INSTANCE;
};

VSOut main(uint vertex : SV_VertexID, int instance : SV_InstanceID) {
    VSOut o;
    o.uv = float2((vertex << 1) & 2, vertex & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.instance = instance;
    return o;
}
