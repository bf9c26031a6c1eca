// NonUniformResourceIndex is the identity; clip(x) discards when any component
// is below 0 (-0 and NaN are not); memory barriers are no-ops for a single lane.

uint nu(uint i) { return NonUniformResourceIndex(i); }
// run: nu uint:4294967295
// expect: uint:4294967295

int cl(float3 x) { clip(x); return 1; }
// run: cl float3:0,1,2
// expect: int:1
// run: cl float3:-0.0,nan,inf
// expect: int:1
// run: cl float3:1,1,-1e-45
// expect-trap: discard
// run: cl float3:-inf,1,1
// expect-trap: discard

int clf(float x) { clip(x); return 2; }
// run: clf float:-1
// expect-trap: discard

int barriers(int x) { AllMemoryBarrier(); DeviceMemoryBarrier(); GroupMemoryBarrier(); AllMemoryBarrierWithGroupSync(); DeviceMemoryBarrierWithGroupSync(); return x + 1; }
// run: barriers int:1
// expect: int:2
