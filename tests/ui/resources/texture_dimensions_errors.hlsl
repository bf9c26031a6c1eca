// flags: -T cs_6_0 -E main
// GetDimensions takes exactly the texture's sizes (storage textures have
// no mip form), as assignable scalars.
Texture2D<float4> image;
RWTexture2D<float4> storage;
RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    uint w, h, levels;
    uint2 both;
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.GetDimensions(uint, uint, uint)'}}
    image.GetDimensions(w, h, levels);
    // expected-error@+1 {{no matching function for call to 'RWTexture2D<float4>.GetDimensions(int, uint, uint, uint)'}}
    storage.GetDimensions(0, w, h, levels);
    // expected-error@+1 {{expression is not assignable}}
    image.GetDimensions(w, 4u);
    // expected-error@+1 {{cannot convert from 'uint' to 'uint2'}}
    image.GetDimensions(both, h);
    o[0] = w + h + levels;
}
