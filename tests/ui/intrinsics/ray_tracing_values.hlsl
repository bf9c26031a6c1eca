// flags: -T cs_6_0 -E main
// Ray-tracing system values exist only in ray-tracing stages, which hlslc
// does not compile. A header shared with ray-tracing shaders may still
// define helpers that use them: only an entry point that reaches one is
// an error, as in DXC.
RWStructuredBuffer<float4> o : register(u0);

// Not reached from main: accepted.
float3 hitPosition() { return WorldRayOrigin() + RayTCurrent() * WorldRayDirection(); }
float3 objectHit() { return ObjectRayOrigin() + RayTMin() * ObjectRayDirection(); }
uint2 launchPixel() { return DispatchRaysIndex().xy + DispatchRaysDimensions().xy; }
uint ids() { return InstanceIndex() + InstanceID() + GeometryIndex() + PrimitiveIndex() + HitKind() + RayFlags(); }
float3 row() { return ObjectToWorld3x4()[0].xyz + WorldToObject4x3()[0] + ObjectToWorld()[1].xyz; }

float3 reached() {
    // expected-error@+1 {{'DispatchRaysIndex' is only available in ray-tracing shaders}}
    uint3 i = DispatchRaysIndex();
    // expected-error@+1 {{'WorldToObject3x4' is only available in ray-tracing shaders}}
    return WorldToObject3x4()[i.x].xyz;
}

[numthreads(1, 1, 1)]
void main() {
    o[0] = float4(reached(), 1);
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    o[1] = RayTCurrent(1);
}
