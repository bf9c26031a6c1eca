// `udt`: the register types must find a member of their class.
struct All {
  float f;
  Texture2D t;
  RWBuffer<uint> u;
  ConstantBuffer<float4> b;
  SamplerState s;
};
All all : register(t0) : register(u0) : register(b0) : register(s0) : register(c0);

struct Empty {
  int pad;
};
Empty e0 : register(t1); // expected-warning {{variable of type 'Empty' bound to register type 't' does not contain a matching 'SRV' resource}}
Empty e1 : register(u1); // expected-warning {{variable of type 'Empty' bound to register type 'u' does not contain a matching 'UAV' resource}}
Empty e2 : register(b1); // expected-warning {{variable of type 'Empty' bound to register type 'b' does not contain a matching 'CBV' resource}}
Empty e3 : register(s1); // expected-warning {{variable of type 'Empty' bound to register type 's' does not contain a matching 'Sampler' resource}}
Empty e4 : register(c1);
Empty e5 : register(i1); // expected-error {{register binding type 'i' not supported for variable of type 'Empty'}}
Empty e6 : register(k1); // expected-error {{invalid register type 'k' used; expected 't', 'u', 'b', or 's'}}

// Through nested structs and arrays of structs.
struct Inner {
  SamplerState s[2];
};
struct Outer {
  Inner inner[3];
};
Outer o0 : register(s4);
Outer o1 : register(c4); // expected-warning {{register 'c' used on type with no contents to allocate in a constant buffer}}
Outer o2[2] : register(s8);

// An object that is not a resource is no resource member.
struct Query {
  RayQuery<0> q;
};
Query q0 : register(t2); // expected-warning {{variable of type 'Query' bound to register type 't' does not contain a matching 'SRV' resource}}

// Several annotations: a conflict, then each register type checked.
All c0 : register(t5) : register(t6); // expected-error {{conflicting register annotations}}
Empty c1 : register(s5) : register(c5); // expected-warning {{variable of type 'Empty' bound to register type 's' does not contain a matching 'Sampler' resource}}
