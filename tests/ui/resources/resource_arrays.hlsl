// flags: -T cs_6_0 -E main
// Arrays of resources: a constant index picks an element (any constant
// expression); a non-constant one is not supported yet (it needs binding
// arrays), nor is an index out of range, a multi-dimensional or unbounded
// array, or the array as a whole.
Texture2D ts[4] : register(t0);
SamplerState s : register(s4);
RWStructuredBuffer<uint> bufs[2] : register(u5);
Buffer<float> b[3] : register(t7);
struct S { float a; };
ConstantBuffer<S> cbs[2] : register(b10);
Texture2D grid[2][2] : register(t12);
Texture2D bindless[] : register(t0, space1);
static const uint K = 1;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 c = ts[2].SampleLevel(s, float2(0.5, 0.5), 0) + ts[K + 2].Load(int3(0, 0, 0));
  bufs[K][id.x] = (uint)c.x + (uint)b[2][id.x] + (uint)cbs[1].a + (uint)b[(2 * K) - 1].Load(0);
  bufs[0][0] = 1;
  uint i = id.x;
  bufs[i][0] = 2; // expected-error {{indexing the array of resources 'bufs' with a non-constant index is not supported yet}}
  c += ts[i % 4].SampleLevel(s, float2(0, 0), 0); // expected-error {{non-constant index is not supported yet}}
  bufs[2][0] = 3; // expected-error {{index 2 is out of range for 'RWStructuredBuffer<uint>[2]'}}
  c += grid[0][1].Load(int3(0, 0, 0)); // expected-error {{is not supported yet}}
  c += bindless[3].Load(int3(0, 0, 0)); // expected-error {{is not supported yet}}
}
