// The spec's example for the analysis flags.
struct Foo {
  RWBuffer<int> rwbuf : register(u3); // expected-error {{location annotations cannot be specified on members}}
};

RWBuffer<int> r0 : register(u0);
Foo f0 : register(u0);
RayQuery<0> r1 : register(t0); // expected-error {{register binding type 't' not supported for variable of type 'RayQuery<0>'}}
float f1 : register(c0);
