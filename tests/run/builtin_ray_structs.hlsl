// RayDesc and BuiltInTriangleIntersectionAttributes are DXC's built-in
// structs for ray tracing; helpers shared with ray-tracing shaders use
// them as ordinary structs (check/builtin_structs.rs).
float3 hitAttribute(float3 v0, float3 v1, float3 v2, BuiltInTriangleIntersectionAttributes attr) {
    return v0 + attr.barycentrics.x * (v1 - v0) + attr.barycentrics.y * (v2 - v0);
}

float3 interpolate(float u, float v) {
    BuiltInTriangleIntersectionAttributes a;
    a.barycentrics = float2(u, v);
    return hitAttribute(float3(0, 0, 0), float3(4, 0, 0), float3(0, 8, 0), a);
}

float rayEnd(float3 origin, float3 direction) {
    RayDesc r;
    r.Origin = origin;
    r.TMin = 0.5;
    r.Direction = direction;
    r.TMax = 10;
    float3 end = r.Origin + r.Direction * r.TMax;
    return end.x + end.y + end.z - r.TMin;
}

// run: interpolate float:0.25 float:0.5
// expect: float3:1.0,4.0,0.0
// run: rayEnd float3:1,2,3 float3:0,0,1
// expect: float:15.5
