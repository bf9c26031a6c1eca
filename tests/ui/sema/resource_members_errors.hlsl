// flags: -T cs_6_0 -E main
// A struct local's resource member must hold one known global: one a
// branch or loop may change is ambiguous, as for a resource local. Members
// the function did not assign (after the struct was passed to an `out`
// parameter) are not supported yet. (Parameters: tests/ui/resources/resource_structs.hlsl.)
RWByteAddressBuffer a : register(u0);
RWByteAddressBuffer b : register(u1);

struct Pointer {
  RWByteAddressBuffer buffer;
  uint offset;
};

void Reset(out Pointer p) { p.offset = 0; }

uint Deref(Pointer p) {
  return p.buffer.Load(p.offset);
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Pointer p;
  p.buffer = a;
  p.offset = 0;
  if (id.x > 0)
    p.buffer = b;
  p.buffer.Store(0, 1); // expected-error {{cannot tell which global resource 'p.buffer' holds here: a branch or loop assigns it; assign it once, outside branches and loops}}
  Pointer q;
  q.buffer = a;
  for (uint i = 0; i < 2; i++)
    q.buffer = b; // expected-error {{cannot tell which global resource 'q.buffer' holds here: a branch or loop assigns it; assign it once, outside branches and loops}}
  Pointer r;
  r.buffer = a;
  Reset(r);
  r.buffer.Store(0, 1); // expected-error {{calling 'Store' on this expression is not supported yet}}
  Deref(r); // expected-error {{cannot tell which global resource is passed for parameter 'p.buffer': pass a global resource or an element of a resource array at a constant index}}
}
