// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// Structs that hold resources pass to and from functions: each resource
// member of a struct parameter is the global the caller's argument holds
// there, a returned struct's members are the globals the callee returns,
// and a global struct of resources is one resource per member.
RWByteAddressBuffer a : register(u0);
RWByteAddressBuffer b : register(u1);
Texture2D<float4> tex : register(t2);
SamplerState samp : register(s3);

struct Pointer {
  RWByteAddressBuffer buffer;
  uint offset;
  // Methods take the object's members as they take a parameter's.
  uint Peek() { return buffer.Load(offset); }
  void Advance() {
    offset += 4;
    buffer.Store(offset, 1);
  }
};

// An `inout` struct comes back with the resources it went with.
void Touch(inout Pointer p) {
  p.offset += 1;
  p.buffer.Store(p.offset, 2);
}

struct Material {
  Texture2D<float4> color;
  SamplerState sampler;
};

Material material;

// Nested structs are not tracked; a store nothing reads is dropped (a
// read is an error: resource_structs_errors.hlsl).
struct Inner {
  float y;
  Texture2D<float4> t;
};
struct Outer {
  Inner n;
};

uint Deref(Pointer p) { return p.buffer.Load(p.offset); }
void Store(Pointer p, uint v) { p.buffer.Store(p.offset, v); }
// Passed on, and a member passed alone.
void StoreTwice(Pointer p, uint v) {
  Store(p, v);
  p.offset += 4;
  Store(p, v + 1);
  p.buffer.Store(0, Deref(p));
}

Pointer Make(RWByteAddressBuffer buffer, uint offset) {
  Pointer p;
  p.buffer = buffer;
  p.offset = offset;
  return p;
}
Pointer Same(Pointer p) { return p; }

float4 Shade(Material m, float2 uv) {
  return m.color.SampleLevel(m.sampler, uv, 0);
}

// A constant condition picks one global (DXC folds it first).
#define USE_B 0
static const int which = 1;
RWByteAddressBuffer Chosen() {
  if (USE_B > 0)
    return b;
  else
    return a;
}

Pointer PickConst() {
  if (USE_B)
    return Make(b, 0);
  return Make(a, 0);
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Pointer p;
  p.buffer = a;
  p.offset = id.x;
  StoreTwice(p, 1);
  Touch(p);
  p.Advance();
  Store(p, p.Peek());
  Pointer q = Make(b, 8);
  Store(Same(q), Deref(q));
  Pointer r = q;
  r.offset = 4;
  Store(r, 2);
  Material local;
  local.color = tex;
  local.sampler = samp;
  float4 c = Shade(material, float2(0, 0)) + Shade(local, float2(1, 1));
  material.color.SampleLevel(material.sampler, float2(0, 0), 0);
  Store(Make(Chosen(), 0), (uint)c.x);
  Store(PickConst(), 5);
  RWByteAddressBuffer picked;
  if (USE_B)
    picked = b;
  else
    picked = a;
  picked.Store(0, 3);
  switch (which) {
  case 0:
    picked = a;
    break;
  default:
    picked = b;
    break;
  }
  picked.Store(0, 4);
  Outer o;
  o.n.t = tex;
  o.n.y = 1;
  Outer o2 = o;
  picked.Store(4, (uint)o2.n.y);
}
