// flags: -T cs_6_0 -E main
// A function that returns a resource must return the same global on
// every path (after specialization: legalize/specialize.rs), so that each
// call names one.
RWStructuredBuffer<float> a : register(u0);
RWStructuredBuffer<float> b : register(u1);

// expected-error@+1 {{cannot tell which global resource 'Choose' returns: every return must give the same global resource}}
RWStructuredBuffer<float> Choose(bool c) {
  if (c)
    return a;
  return b;
}

RWStructuredBuffer<float> Same(bool c) {
  if (c)
    return a;
  return a;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  a[0] = Choose(id.x > 0).Load(1);
  b[0] = Same(id.x > 0)[1];
}
