// flags: -T cs_6_0 -E main
// A struct's resource member passed to or returned from a function must
// be one known global: one a run-time condition picks has no global to
// specialize the function for (DXC: the same, after legalization). What
// functions return: resource_struct_returns_errors.hlsl.
RWByteAddressBuffer a : register(u0);
RWByteAddressBuffer b : register(u1);

struct Pointer {
  RWByteAddressBuffer buffer;
  uint offset;
};

void Store(Pointer p, uint v) { p.buffer.Store(p.offset, v); }

// Nested structs are not tracked yet.
struct Inner {
  RWByteAddressBuffer buffer;
};
struct Outer {
  Inner n;
};
// An `inout` struct comes back with the resources it went with.
void Touch(inout Pointer p) {
  p.offset += 1;
  p.buffer = b; // expected-error {{assigning a resource member of an 'inout' parameter is not supported yet}}
}
void Reset(out Pointer p) { p.offset = 0; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Pointer p;
  p.buffer = a;
  p.offset = 0;
  if (id.x > 0)
    p.buffer = b;
  Store(p, 1); // expected-error {{cannot tell which global resource is passed for parameter 'p.buffer': pass a global resource or an element of a resource array at a constant index}}
  Pointer q;
  q.buffer = a;
  Reset(q);
  // An `out` argument comes back with members nobody can tell.
  Store(q, 2); // expected-error {{cannot tell which global resource is passed for parameter 'p.buffer': pass a global resource or an element of a resource array at a constant index}}
  Pointer r;
  r.offset = 0;
  Outer o;
  o.n.buffer = a;
  o.n.buffer.Store(0, 1); // expected-error {{calling 'Store' on this expression is not supported yet}}
  Store(r, 3); // expected-error {{cannot tell which global resource is passed for parameter 'p.buffer': pass a global resource or an element of a resource array at a constant index}}
}
