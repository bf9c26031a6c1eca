// The new resource kinds are declared and bound, but code cannot use them
// yet.
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
  out0[0] = tex.x; // expected-error {{using 'Texture2D<float4>' in code is not supported yet}}
  SamplerState s = samp; // expected-error {{using 'SamplerState' in code is not supported yet}} expected-error {{resource variable 's' must be declared at global scope}}
  out0[1] = pair.f; // expected-error {{using 'Pair' in code is not supported yet}}
}
