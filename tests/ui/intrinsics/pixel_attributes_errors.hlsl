// flags: -T vs_6_0 -E main
// Attribute evaluation is for pixel shaders; the render-target sample
// queries have no Vulkan equivalent.

float4 main(float4 p : POSITION) : SV_Position {
    // expected-error@+1 {{'EvaluateAttributeCentroid' is only available in pixel shaders}}
    float4 a = EvaluateAttributeCentroid(p);
    // No back end of hlslc has them (DXC's SPIR-V back end neither).
    // expected-error@+1 {{no equivalent for GetRenderTargetSampleCount intrinsic function in Vulkan}}
    uint n = GetRenderTargetSampleCount();
    // expected-error@+1 {{no equivalent for GetRenderTargetSamplePosition intrinsic function in Vulkan}}
    float2 sp = GetRenderTargetSamplePosition(0);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    a += GetAttributeAtVertex(p);
    return a;
}
