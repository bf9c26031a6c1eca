// flags: -T ps_6_0 -E main
// SV_Depth is a pixel shader output, not an input.
// expected-error@+1 {{semantic 'SV_DEPTH' is not valid for pixel shader inputs}}
float4 main(float depth : SV_Depth) : SV_Target {
    return depth;
}
