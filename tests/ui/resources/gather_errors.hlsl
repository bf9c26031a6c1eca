// flags: -T cs_6_0 -E main
// Gather needs a 2D or cube texture, the right sampler, and one of its
// argument counts.
Texture2D<float4> t2;
Texture1D<float4> t1;
Texture3D<float4> t3;
TextureCube<float4> tc;
RWTexture2D<float4> rw;
Texture2D<int> ints;
SamplerState s;
SamplerComparisonState cmp;
RWStructuredBuffer<float4> o;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
    float4 a = 0;
    int2 k = int2(0, 0);
    // expected-error@+1 {{no member named 'Gather' in 'Texture1D<float4>'}}
    a += t1.Gather(s, 0.5);
    // expected-error@+1 {{no member named 'GatherRed' in 'Texture3D<float4>'}}
    a += t3.GatherRed(s, float3(0, 0, 0));
    // expected-error@+1 {{no member named 'Gather' in 'RWTexture2D<float4>'}}
    a += rw.Gather(s, float2(0, 0));
    // expected-error@+1 {{no member named 'GatherPurple' in 'Texture2D<float4>'}}
    a += t2.GatherPurple(s, float2(0, 0));
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Gather(SamplerState)'}}
    a += t2.Gather(s);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Gather(SamplerComparisonState, float2)'}}
    a += t2.Gather(cmp, float2(0, 0));
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.GatherCmp(SamplerState, float2, float)'}}
    a += t2.GatherCmp(s, float2(0, 0), 0.5);
    // Four offsets only for the forms named by a channel.
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Gather(SamplerState, float2, int2, int2, int2, int2)'}}
    a += t2.Gather(s, float2(0, 0), k, k, k, k);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.GatherRed(SamplerState, float2, int2, int2, int2)'}}
    a += t2.GatherRed(s, float2(0, 0), k, k, k);
    // Cubes take no offsets.
    // expected-error@+1 {{no matching function for call to 'TextureCube<float4>.Gather(SamplerState, float3, int2)'}}
    a += tc.Gather(s, float3(0, 0, 1), k);
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Gather(SamplerState, SamplerState)'}}
    a += t2.Gather(s, s);
    // Comparisons gather float textures only.
    // expected-error@+1 {{no matching function for call to 'Texture2D<int>.GatherCmp(SamplerComparisonState, float2, float)'}}
    a += ints.GatherCmp(cmp, float2(0, 0), 0.5);
    // The status is an out argument.
    // expected-error@+1 {{expression is not assignable}}
    a += t2.Gather(s, float2(0, 0), k, 3u);
    o[i] = a;
}
