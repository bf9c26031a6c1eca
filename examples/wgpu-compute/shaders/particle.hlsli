// A header (hlslc-build reruns the build script when it changes).
struct Particle
{
    float3 position;
    uint id;
    float2 velocity;
};
