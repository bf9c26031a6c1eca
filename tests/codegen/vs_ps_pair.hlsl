// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// A vertex shader and a pixel shader sharing the interface struct.

struct VSInput {
    float3 position : POSITION;
    float2 uv : TEXCOORD0;
};

struct VSOutput {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOutput VSMain(VSInput input) {
    VSOutput output;
    output.position = float4(input.position, 1.0);
    output.uv = input.uv;
    return output;
}

float4 PSMain(VSOutput input) : SV_Target {
    return float4(input.uv, 0.0, 1.0);
}
