// flags: -T cs_6_0 -E main
// A resource parameter must receive one known global at each call, so that
// the helper can be specialized for it (legalize/specialize.rs): a choice
// made at run time names none.
RWStructuredBuffer<float> a : register(u0);
RWStructuredBuffer<float> b : register(u1);

void Put(RWStructuredBuffer<float> dst, uint i, float v) { dst[i] = v; }

void Forward(RWStructuredBuffer<float> dst, uint i) { Put(dst, i, 2.0); }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Forward(a, id.x); // fine: `a` reaches Put through Forward
  // expected-error@+1 {{cannot tell which global resource is passed for parameter 'dst': pass a global resource or an element of a resource array at a constant index}}
  Put(id.x > 0 ? a : b, 0, 1.0);
}
