// `udt` through base classes: a derived struct holds its base's members
// first, so the resource classes and numbers of its bases count.
struct SrvBase {
  Texture2D t;
};
struct DerivedSrv : SrvBase {
  float f;
};
DerivedSrv d0 : register(t0) : register(c0);
DerivedSrv d1 : register(u1); // expected-warning {{variable of type 'DerivedSrv' bound to register type 'u' does not contain a matching 'UAV' resource}}

// Through two levels of bases; the derived struct adds only numbers.
struct SamplerBase {
  SamplerState s;
};
struct Middle : SamplerBase {
  RWBuffer<uint> u;
};
struct Leaf : Middle {
  int pad;
};
Leaf l0 : register(s1) : register(u2) : register(c1);
Leaf l1 : register(b1); // expected-warning {{variable of type 'Leaf' bound to register type 'b' does not contain a matching 'CBV' resource}}

// The numbers only in a base: `c` finds them.
struct NumberBase {
  float4 v;
};
struct ResourceOnly : NumberBase {
  Buffer<float> buf;
};
ResourceOnly r0 : register(c2) : register(t3);

// A base with neither: `c` has nothing to allocate, even through the
// derived struct's resource member.
struct EmptyBase {
  SamplerState s;
};
struct NoNumbers : EmptyBase {
  ConstantBuffer<float4> cb;
};
NoNumbers n0 : register(c3); // expected-warning {{register 'c' used on type with no contents to allocate in a constant buffer}}
NoNumbers n1 : register(b2) : register(s2);
NoNumbers n2 : register(t4); // expected-warning {{variable of type 'NoNumbers' bound to register type 't' does not contain a matching 'SRV' resource}}

// An array of derived structs and a struct holding one.
struct Holder {
  DerivedSrv inner[2];
};
Holder h0 : register(t5);
DerivedSrv arr[2] : register(t7) : register(s3); // expected-warning {{variable of type 'DerivedSrv[2]' bound to register type 's' does not contain a matching 'Sampler' resource}}
