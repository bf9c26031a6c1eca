// flags: -T vs_6_0 -E main
// Barriers that sync the thread group are compute-only; the device memory
// barrier is available in every stage.
float4 main(float4 p : POSITION) : SV_Position {
    DeviceMemoryBarrier();
    // expected-error@+1 {{'GroupMemoryBarrierWithGroupSync' is only available in compute shaders}}
    GroupMemoryBarrierWithGroupSync();
    // expected-error@+1 {{'AllMemoryBarrierWithGroupSync' is only available in compute shaders}}
    AllMemoryBarrierWithGroupSync();
    // expected-error@+1 {{'DeviceMemoryBarrierWithGroupSync' is only available in compute shaders}}
    DeviceMemoryBarrierWithGroupSync();
    return p;
}
