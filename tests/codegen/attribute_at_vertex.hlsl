// compile: -T ps_6_1 -E main
// targets: spirv
// GetAttributeAtVertex as DXC lowers it (SPV_KHR_fragment_shader_barycentric):
// every nointerpolation input becomes per-vertex (PerVertexKHR, three
// values), a plain read takes vertex 0; a helper's nointerpolation
// parameter reads what its caller passes.
struct Varyings {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation float3 color : COLOR0;
    nointerpolation uint id : ID0;
};

float3 blend(nointerpolation float3 c, float3 weights) {
    return GetAttributeAtVertex(c, 0) * weights.x + GetAttributeAtVertex(c, 1) * weights.y +
           GetAttributeAtVertex(c, 2) * weights.z;
}

float4 main(Varyings v, float3 bary : SV_Barycentrics, nointerpolation float w : WEIGHT) : SV_Target {
    float3 c = blend(v.color, bary);
    uint k = v.id % 3;
    return float4(c + v.color, GetAttributeAtVertex(w, k) + w);
}
