// flags: -T ps_6_5 -E main
// The descriptor heaps come with Shader Model 6.6.
float4 main(float2 uv : UV) : SV_Target {
    // expected-error@+1 {{'ResourceDescriptorHeap' is only available in Shader Model 6.6 and later}}
    Texture2D<float4> t = ResourceDescriptorHeap[0];
    // expected-error@+1 {{'SamplerDescriptorHeap' is only available in Shader Model 6.6 and later}}
    SamplerState s = SamplerDescriptorHeap[0];
    return 0;
}
