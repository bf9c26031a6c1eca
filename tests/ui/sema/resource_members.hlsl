// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// A struct local's resource member holds one global, like a resource
// local: assigned, copied with the struct, passed on, reassigned.
RWByteAddressBuffer a : register(u0);
RWByteAddressBuffer b : register(u1);

struct Pointer {
  RWByteAddressBuffer buffer;
  uint offset;
};

struct Pair {
  RWByteAddressBuffer from;
  float scale;
  RWByteAddressBuffer to;
};

void Put(RWByteAddressBuffer dst, uint at, uint v) { dst.Store(at, v); }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Pointer p;
  p.buffer = a;
  p.offset = 4;
  Pointer q = p;
  Put(q.buffer, q.offset, p.buffer.Load(0));
  uint n;
  q.buffer.GetDimensions(n);
  p.buffer = b;
  p.buffer.Store(p.offset, n);
  Pair pr;
  pr.scale = 2.0;
  pr.from = a;
  pr.to = b;
  if (id.x > 0)
    pr.to.Store(0, (uint)(pr.scale * pr.from.Load(0)));
  for (uint i = 0; i < 2; i++)
    pr.to.Store(i * 4, i);
}
