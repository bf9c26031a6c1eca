// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E ResolvePS
// compile: -T ps_6_0 -E DepthResolvePS
// A custom MSAA resolve: each sample is tone mapped before averaging so
// that bright edges do not alias, then inverse-mapped; a second pass
// resolves depth to the nearest sample and writes it through SV_Depth.

Texture2DMS<float4> hdrSamples : register(t0);
Texture2DMS<float, 4> depthSamples : register(t1);

cbuffer ResolveParams : register(b2) {
    float exposure;
    uint sampleCountOverride;
};

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 p = float2(id == 1 ? 3.0 : -1.0, id == 2 ? 3.0 : -1.0);
    return float4(p, 0.0, 1.0);
}

float3 tonemap(float3 c) { return c / (1.0 + max(c.r, max(c.g, c.b))); }
float3 untonemap(float3 c) { return c / max(1.0 / 4096.0, 1.0 - max(c.r, max(c.g, c.b))); }

float4 ResolvePS(float4 position : SV_Position) : SV_Target {
    uint width, height, samples;
    hdrSamples.GetDimensions(width, height, samples);
    if (sampleCountOverride != 0)
        samples = min(samples, sampleCountOverride);
    int2 coord = int2(position.xy);
    float3 sum = 0.0;
    float alpha = 0.0;
    for (uint s = 0; s < samples; ++s) {
        float4 c = hdrSamples.Load(coord, s);
        sum += tonemap(c.rgb * exposure);
        alpha += c.a;
    }
    return float4(untonemap(sum / samples) / exposure, alpha / samples);
}

float DepthResolvePS(float4 position : SV_Position) : SV_Depth {
    int2 coord = int2(position.xy);
    float nearest = depthSamples.Load(coord, 0);
    [unroll]
    for (int s = 1; s < 4; ++s)
        nearest = min(nearest, depthSamples.sample[s][coord]);
    return nearest;
}
