// flags: -T ps_6_6 -E main
// A descriptor heap element converts to a resource type only, and the
// heaps themselves are not values.
// expected-error@+1 {{cannot convert from '.Resource' to 'float'}}
static float f = ResourceDescriptorHeap[3];
// expected-error@+1 {{use of undeclared identifier 'nope'}}
static Texture2D u = ResourceDescriptorHeap[nope];

float4 main(float2 uv : UV) : SV_Target {
    // expected-error@+1 {{cannot convert from '.Resource' to 'float4'}}
    float4 f4 = ResourceDescriptorHeap[0];
    // expected-error@+1 {{cannot convert from 'ResourceDescriptorHeap' to 'uint'}}
    uint n = ResourceDescriptorHeap;
    // expected-error@+1 {{no member named 'Sample' in '.Resource'}}
    float4 g = ResourceDescriptorHeap[0].Sample(uv);
    SamplerState s = SamplerDescriptorHeap[0];
    // expected-error@+1 {{cannot convert from 'SamplerState' to 'uint'}}
    Texture2D<float4> t = ResourceDescriptorHeap[s];
    return f4 + g + n;
}
