// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Reading a multisampled texture: the sample count from GetDimensions,
// every sample loaded and averaged (a box resolve).

Texture2DMS<float4> colorSamples : register(t0);

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
}

float4 PSMain(float4 position : SV_Position) : SV_Target {
    uint width, height, samples;
    colorSamples.GetDimensions(width, height, samples);
    float4 sum = 0;
    for (uint s = 0; s < samples; ++s)
        sum += colorSamples.Load(int2(position.xy), s);
    return sum / samples;
}
