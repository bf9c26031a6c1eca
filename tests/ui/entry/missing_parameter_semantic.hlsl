// flags: -T ps_6_0 -E main
// Every entry point input has a semantic.
// expected-error@+1 {{entry point parameter 'uv' is missing a semantic}}
float4 main(float4 pos : SV_Position, float2 uv) : SV_Target {
    return float4(uv, pos.zw);
}
