// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Structured buffers of structs, vectors and matrices: elements by index or
// Load, fields of elements written in RW buffers, GetDimensions with the
// element count and stride.
struct Particle {
    float3 position;
    float3 velocity;
    uint flags;
};
StructuredBuffer<Particle> input;
StructuredBuffer<float4x4> transforms;
RWStructuredBuffer<Particle> output;
RWStructuredBuffer<float2> pairs;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Particle p = input[i];
    p.position += input.Load(i).velocity;
    output[i] = p;
    output[i].flags |= 1;
    output[i].velocity.y = -output.Load(i).velocity.y;
    pairs[i] = mul(transforms[0], float4(p.position, 1)).xy;
    uint count, stride;
    input.GetDimensions(count, stride);
    pairs[0].x = count * stride;
}
