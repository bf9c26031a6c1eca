// flags: -T cs_6_0 -E main
// What multisampled textures do not have.
Texture2DMS<float4> color;
Texture2D<float4> plain;
SamplerState s;
RWStructuredBuffer<float4> o;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = 0;
    // Load needs the sample index.
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    c += color.Load(int2(id.xy));
    // expected-error@+1 {{no matching function for call to 'Texture2DMS<float4>.Load(int2, SamplerState)'}}
    c += color.Load(int2(id.xy), s);
    // No sampling and no mip levels.
    // expected-error@+1 {{no member named 'Sample' in 'Texture2DMS<float4>'}}
    c += color.Sample(s, float2(0, 0));
    // expected-error@+1 {{no member named 'mips' in 'Texture2DMS<float4>'}}
    c += color.mips[0][id.xy];
    // Only multisampled textures have samples.
    // expected-error@+1 {{no member named 'sample' in 'Texture2D<float4>'}}
    c += plain.sample[0][id.xy];
    uint w, h;
    // expected-error@+1 {{no matching function for call to 'Texture2DMS<float4>.GetDimensions(uint, uint)'}}
    color.GetDimensions(w, h);
    o[id.x] = c;
}
