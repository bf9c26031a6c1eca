// flags: -T ps_6_0 -E main
// GetSamplePosition gives a sample's position in the pixel, on
// multisampled textures only.
Texture2DMS<float4> color;
Texture2DMSArray<float4> layers;
Texture2D<float4> plain;

float4 main(uint sample : SAMPLE) : SV_Target {
    float2 p = color.GetSamplePosition(sample) + layers.GetSamplePosition(0);
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    p += color.GetSamplePosition();
    // expected-error@+1 {{no member named 'GetSamplePosition' in 'Texture2D<float4>'}}
    p += plain.GetSamplePosition(0);
    return float4(p, 0, 1);
}
