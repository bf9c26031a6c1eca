// flags: -T ps_6_0 -E main
float4 main() : SV_Target {
    // expected-error@+1 {{'GroupMemoryBarrierWithGroupSync' is only available in compute shaders}}
    GroupMemoryBarrierWithGroupSync();
    return float4(0, 0, 0, 1);
}
