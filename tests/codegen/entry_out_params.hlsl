// compile: -T vs_6_0 -E VSMain
// compile: -T ps_6_0 -E PSMain
// Entry points with out and inout parameters: each is an output with its
// semantic, beside the return value (an inout one is an input too).
void VSMain(float3 pos : POSITION, inout float2 uv : TEXCOORD0, out float4 opos : SV_Position) {
    opos = float4(pos, 1);
    uv = uv * 2;
}

float4 PSMain(float4 p : SV_Position, float2 uv : TEXCOORD0, out float depth : SV_Depth) : SV_Target0 {
    depth = 0.5;
    return float4(uv, 0, 1);
}
