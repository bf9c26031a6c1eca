// `udt` through template instances: an instance is a struct like any
// other, so its members' resource classes and numbers decide the flags.
template<typename T> struct Holder {
  T res;
  float f;
};
Holder<Texture2D> h0 : register(t0) : register(c0);
Holder<Texture2D> h1 : register(u1); // expected-warning {{variable of type 'Holder<Texture2D>' bound to register type 'u' does not contain a matching 'UAV' resource}}
Holder<RWBuffer<uint> > h2 : register(u2);

// An instance holding no resource.
template<typename T, uint N> struct Numbers {
  T v[N];
};
Numbers<float, 4> n0 : register(c4);
Numbers<float, 4> n1 : register(t5); // expected-warning {{variable of type 'Numbers<float, 4>' bound to register type 't' does not contain a matching 'SRV' resource}}
