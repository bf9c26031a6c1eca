// flags: -T vs_6_0 -E main
// Attribute evaluation and render-target sample queries are for pixel
// shaders; IsHelperLane needs Shader Model 6.6.

float4 main(float4 p : POSITION) : SV_Position {
    // expected-error@+1 {{'EvaluateAttributeCentroid' is only available in pixel shaders}}
    float4 a = EvaluateAttributeCentroid(p);
    // expected-error@+1 {{'GetRenderTargetSampleCount' is only available in pixel shaders}}
    uint n = GetRenderTargetSampleCount();
    // expected-error@+1 {{'IsHelperLane' is only available in Shader Model 6.6 and later}}
    bool h = IsHelperLane();
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    a += GetAttributeAtVertex(p);
    return a;
}
