// flags: -T ps_6_0 -E main
// There are eight render targets, SV_Target0 to SV_Target7.
// expected-error@+1 {{semantic index of 'SV_TARGET8' exceeds the maximum (7)}}
float4 main(float4 pos : SV_Position) : SV_Target8 {
    return pos;
}
