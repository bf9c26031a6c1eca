// Textures and samplers are used through their methods; a struct holding
// a resource cannot be used in code yet.
Texture2D<float4> tex : register(t0);
SamplerState samp : register(s0);
struct Pair {
  float f;
  Buffer<float> b;
};
Pair pair;
RWStructuredBuffer<float> out0 : register(u0);

[numthreads(1, 1, 1)]
void main() {
  out0[0] = tex.x; // expected-error {{no member named 'x' in 'Texture2D<float4>'}}
  SamplerState s = samp; // a handle copy (tests/ui/sema/resource_locals.hlsl)
  out0[1] = pair.f; // expected-error {{using 'Pair' in code is not supported yet}}
}
