// flags: -T cs_6_0 -E main
// What arrays of resources still refuse: an index out of range, a
// multi-dimensional array, the array as a whole, and an element chosen by
// a non-constant index that would leave the expression that indexes
// (a local, an argument, a return value: it would read the index late or
// in another function), or whose index has side effects.
Texture2D ts[4] : register(t0);
RWStructuredBuffer<uint> bufs[2] : register(u5);
Texture2D grid[2][2] : register(t12);

float4 Read(Texture2D t) { return t.Load(int3(0, 0, 0)); }
Texture2D Pick(uint i) {
  return ts[i]; // expected-error {{returning an element of the array of resources 'ts' chosen by a non-constant index is not supported yet}}
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint i = id.x;
  bufs[2][0] = 3; // expected-error {{index 2 is out of range for 'RWStructuredBuffer<uint>[2]'}}
  float4 c = grid[0][1].Load(int3(0, 0, 0)); // expected-error {{is not supported yet}}
  c += Read(ts[i]); // expected-error {{cannot tell which global resource is passed for parameter 't'}}
  Texture2D t = ts[i]; // expected-error {{keeping an element of the array of resources 'ts' chosen by a non-constant index in a local is not supported yet}}
  c += t.Load(int3(0, 0, 0));
  bufs[i++][0] = 1; // expected-error {{an index with side effects into the array of resources 'bufs' is not supported yet}}
  bufs[0][0] = (uint)c.x;
}

// Two unbounded arrays of one register class in one space overlap.
Texture2D<float4> Tex1[] : register(t3);
Texture2D<float4> Tex2[] : register(t4); // expected-error {{more than one unbounded resource (Tex1 and Tex2) in space 0}}
Texture2D<float4> Tex3[] : register(t5, space1);
RWTexture2D<float4> Tex4[] : register(u5, space1);
