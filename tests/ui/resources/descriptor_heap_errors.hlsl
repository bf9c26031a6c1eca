// flags: -T ps_6_6 -E main
// A descriptor heap element converts to a resource type only, and the
// heaps themselves are not values.
// expected-error@+1 {{cannot convert from '.Resource' to 'float'}}
static float f = ResourceDescriptorHeap[3];
// expected-error@+1 {{use of undeclared identifier 'nope'}}
static Texture2D u = ResourceDescriptorHeap[nope];
uint g_index;
// A static's initializer runs before any function: its index must be a
// constant.
// expected-error@+1 {{a non-constant index into 'ResourceDescriptorHeap' outside a function is not supported yet}}
static Texture2D<float4> v = ResourceDescriptorHeap[g_index];
float4 first(Texture2D<float4> t) { return t.Load(int3(0, 0, 0)) + v.Load(int3(0, 0, 0)); }

float4 main(float2 uv : UV, nointerpolation uint i : INDEX) : SV_Target {
    // A descriptor chosen at run time cannot leave the function that
    // reads it, as for arrays of resources.
    // expected-error@+1 {{cannot tell which global resource is passed for parameter 't'}}
    float4 x = first(ResourceDescriptorHeap[i]);
    // expected-error@+1 {{cannot convert from '.Resource' to 'float4'}}
    float4 f4 = ResourceDescriptorHeap[0];
    // expected-error@+1 {{cannot convert from 'ResourceDescriptorHeap' to 'uint'}}
    uint n = ResourceDescriptorHeap;
    // expected-error@+1 {{no member named 'Sample' in '.Resource'}}
    float4 g = ResourceDescriptorHeap[0].Sample(uv);
    SamplerState s = SamplerDescriptorHeap[0];
    // expected-error@+1 {{cannot convert from 'SamplerState' to 'uint'}}
    Texture2D<float4> t = ResourceDescriptorHeap[s];
    return f4 + g + n + x;
}
