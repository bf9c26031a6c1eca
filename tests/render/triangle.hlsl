// The render test (crates/gpu-tests, `render::triangle`): a triangle with
// one red, one green and one blue corner, drawn without vertex buffers
// into a 64x64 RGBA8 target cleared to (0.2, 0.2, 0.2, 1). The expected
// image, triangle.ppm, comes from expected.py (a CPU rasterizer of the same
// triangle); its magenta pixels are the edges, which the test ignores.
struct VSOut {
    float4 position : SV_Position;
    float3 color : COLOR0;
};

static const float2 corners[3] = { float2(-0.75, -0.75), float2(0.75, -0.75), float2(0.0, 0.75) };
static const float3 colors[3] = { float3(1, 0, 0), float3(0, 1, 0), float3(0, 0, 1) };

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    o.position = float4(corners[id], 0.5, 1.0);
    o.color = colors[id];
    return o;
}

float4 PSMain(VSOut input) : SV_Target0 {
    return float4(input.color, 1.0);
}
