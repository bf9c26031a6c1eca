// flags: -T ps_6_0 -E main
// SV_VertexID is a vertex shader input.
// expected-error@+1 {{semantic 'SV_VERTEXID' is not valid for pixel shader inputs}}
float4 main(uint vertex : SV_VertexID) : SV_Target {
    return vertex;
}
