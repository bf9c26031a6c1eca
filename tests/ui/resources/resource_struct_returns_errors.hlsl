// flags: -T cs_6_0 -E main
// A function that returns a struct with resource members must give each
// member one global on every path (after specialization): here a run-time
// condition picks it.
RWByteAddressBuffer a : register(u0);
RWByteAddressBuffer b : register(u1);

struct Pointer {
  RWByteAddressBuffer buffer;
  uint offset;
};

void Store(Pointer p, uint v) { p.buffer.Store(p.offset, v); }

// expected-error@+1 {{cannot tell which global resource 'Pick' returns: every return must give the same global resource}}
Pointer Pick(bool c) {
  Pointer p;
  p.offset = 0;
  if (c) {
    p.buffer = a;
    return p;
  }
  p.buffer = b;
  return p;
}

// A constant condition picks one (DXC folds it first).
Pointer Fixed() {
  Pointer p;
  p.offset = 0;
  if (1 > 2) {
    p.buffer = a;
  } else {
    p.buffer = b;
  }
  return p;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  // What it returns cannot be passed on either.
  Store(Pick(id.x > 0), 4); // expected-error {{cannot tell which global resource is passed for parameter 'p.buffer': pass a global resource or an element of a resource array at a constant index}}
  Store(Fixed(), 5);
}
