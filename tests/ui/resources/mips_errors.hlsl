// flags: -T cs_6_0 -E main
// Only read-only, non-cube textures have mip levels to index.
Texture2D<float4> image;
TextureCube<float4> cube;
RWTexture2D<float4> storage;
Buffer<float4> typed;
SamplerState s;
RWStructuredBuffer<float4> o;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = 0;
    // expected-error@+1 {{no member named 'mips' in 'TextureCube<float4>'}}
    c += cube.mips[0][id];
    // expected-error@+1 {{no member named 'mips' in 'RWTexture2D<float4>'}}
    c += storage.mips[0][id.xy];
    // expected-error@+1 {{no member named 'mips' in 'Buffer<float4>'}}
    c += typed.mips[0][id.x];
    // The coordinate has the texture's dimensions; a longer one truncates.
    // expected-warning@+1 {{implicit truncation of vector type}}
    c += image.mips[0][id];
    // expected-error@+1 {{cannot convert from 'SamplerState' to 'uint2'}}
    c += image.mips[0][s];
    // The texel is read-only.
    // expected-error@+1 {{expression is not assignable}}
    image.mips[0][id.xy] = c;
    o[id.x] = c;
}
