// flags: -T cs_6_0 -E main
// A resource parameter holds one known global: one a branch may change is
// ambiguous, as for a resource local. A parameter that would hand a handle
// back to the caller is not supported. (What calls pass:
// resource_args_errors.hlsl; what they return: resource_returns_errors.hlsl.)
RWStructuredBuffer<float> a : register(u0);
RWStructuredBuffer<float> b : register(u1);

void Put(RWStructuredBuffer<float> dst, uint i, float v) { dst[i] = v; }

// expected-error@+1 {{an 'out' or 'inout' parameter of resource type is not supported yet}}
void Pick(out RWStructuredBuffer<float> dst) { dst = a; }

void Branchy(RWStructuredBuffer<float> dst, bool c) {
  if (c)
    dst = b;
  dst[0] = 1; // expected-error {{cannot tell which global resource 'dst' holds here: a branch or loop assigns it; assign it once, outside branches and loops}}
}

RWStructuredBuffer<float> Get() { return a; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Branchy(a, id.x > 0);
  // A call's resource is a value: its elements are read, not written.
  Get()[0] = 2.0; // expected-error {{expression is not assignable}}
}
