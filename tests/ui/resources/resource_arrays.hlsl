// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Arrays of resources: any index picks an element, constant or not, and
// an array may be unbounded. Each array is one descriptor array at one
// binding in SPIR-V (a binding array in naga), as DXC emits it.
Texture2D ts[4] : register(t0);
SamplerState s : register(s4);
SamplerState ss[2] : register(s5);
RWStructuredBuffer<uint> bufs[2] : register(u5);
Buffer<float> b[3] : register(t7);
struct S { float a; };
ConstantBuffer<S> cbs[2] : register(b10);
Texture2D bindless[] : register(t0, space1);
ByteAddressBuffer raw[4] : register(t0, space2);
// Never used: no code, no error.
Texture2D unused[8] : register(t0, space3);
static const uint K = 1;
// A static may name an element at a constant index.
static Texture2D second = bindless[1];

float4 Read(Texture2D t) { return t.Load(int3(0, 0, 0)); }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 c = ts[2].SampleLevel(s, float2(0.5, 0.5), 0) + ts[K + 2].Load(int3(0, 0, 0));
  bufs[K][id.x] = (uint)c.x + (uint)b[2][id.x] + (uint)cbs[1].a + (uint)b[(2 * K) - 1].Load(0);
  bufs[0][0] = 1;
  uint i = id.x;
  bufs[i % 2][0] = 2;
  c += ts[i % 4].SampleLevel(ss[i & 1], float2(0, 0), 0);
  c += bindless[NonUniformResourceIndex(i)].Load(int3(0, 0, 0));
  c += bindless[1000].Load(int3(0, 0, 0));
  c.x += cbs[i].a + asfloat(raw[i].Load(4));
  c += Read(ts[1]);
  Texture2D t = ts[3];
  c += t.Load(int3(0, 0, 0)) + second.Load(int3(0, 0, 0));
  bufs[1][1] = (uint)c.x;
}
