// expected-no-diagnostics
// f32tof16 packs a float into the low 16 bits of a uint; f16tof32 unpacks
// it; both keep vector shapes.
float4 use(float f, float3 v, uint u, uint2 w) {
    uint h = f32tof16(f);
    uint3 hv = f32tof16(v);
    float back = f16tof32(h) + f16tof32(u);
    float2 backs = f16tof32(w);
    return float4(back, backs, hv.x);
}
