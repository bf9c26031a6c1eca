// Vectors of every scalar type and of sizes 1 to 4.
// expected-no-diagnostics

float4 f() {
    float1 a = 1;
    float2 b = float2(1, 2);
    float3 c = float3(b, 3);
    float4 d = float4(c, a);
    int2 i = int2(1, 2);
    uint3 u = uint3(1, 2, 3);
    bool4 m = bool4(true, false, true, false);
    half2 h = half2(0.5, 1.5);
    double3 dd = double3(1, 2, 3);
    min16float4 mf = min16float4(1, 2, 3, 4);
    int64_t2 l = int64_t2(1, 2);
    return d + float4(i.x, u.y, m.z, h.x) + (float)dd.z + mf + (float)l.y;
}
