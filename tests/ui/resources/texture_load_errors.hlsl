// flags: -T cs_6_0 -E main
// Cubes have no Load; Load needs its coordinates with the level.
Texture2D<float4> image;
TextureCube<float4> sky;
SamplerState s;
RWStructuredBuffer<float4> o;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = 0;
    // expected-error@+1 {{no member named 'Load' in 'TextureCube<float4>'}}
    c += sky.Load(int4(id, 0));
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    c += image.Load();
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Load(SamplerState)'}}
    c += image.Load(s);
    // The third argument is an `out uint` status.
    // expected-error@+1 {{no matching function for call to 'Texture2D<float4>.Load(int3, int2, int2)'}}
    c += image.Load(int3(id.xy, 0), int2(0, 0), int2(0, 0));
    // expected-error@+1 {{too many arguments to function call, expected 1, have 4}}
    c += image.Load(int3(id.xy, 0), int2(0, 0), 0, 0);
    o[id.x] = c;
}
