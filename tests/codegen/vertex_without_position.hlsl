// compile: -T vs_6_0 -E Passthrough
// compile: -T vs_6_0 -E Nothing
// A vertex shader that writes no SV_Position (one feeding stream output,
// or whose rasterization is disabled): naga requires a position output,
// so the entry point gets a zero one beside the shader's own outputs.

struct Vertex {
    float3 normal : NORMAL;
    uint id : VERTEX_ID;
};

Vertex Passthrough(float3 n : NORMAL, uint vid : SV_VertexID) {
    Vertex v;
    v.normal = normalize(n);
    v.id = vid;
    return v;
}

void Nothing() {}
