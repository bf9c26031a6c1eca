// flags: -T ps_6_6 -E main
// Attribute evaluation, CheckAccessFullyMapped and IsHelperLane
// in a pixel shader (hlslc checks them; the naga back end cannot
// express them, see docs/intrinsics.md).
// expected-no-diagnostics

float4 main(float4 p : SV_Position, nointerpolation float3 c : COLOR,
            float2 uv : TEXCOORD) : SV_Target {
    float3 a = EvaluateAttributeAtSample(c, 1) + EvaluateAttributeSnapped(c, int2(1, 1))
        + EvaluateAttributeCentroid(c) + GetAttributeAtVertex(c, 2);
    bool h = IsHelperLane();
    bool mapped = CheckAccessFullyMapped(0u);
    return float4(a, (h || mapped ? 1 : 0) + EvaluateAttributeCentroid(uv).x);
}
