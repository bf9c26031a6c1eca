// `basic`: scalars, vectors, matrices and arrays of them.
float4 v0 : register(c1);
float4x4 v1 : register(c7);
int v2[2] : register(c12);
float4 u0 : register(u0); // expected-error {{unsupported resource register binding 'u' on variable of type 'float4'}}
int2 s0 : register(s0); // expected-error {{unsupported resource register binding 's' on variable of type 'int2'}}
float z0 : register(z0); // expected-error {{invalid register type 'z' used; expected 't', 'u', 'b', or 's'}}
// After the deprecation diagnostic nothing more is said about `b`/`i`.
bool b0 : register(b1); // expected-error {{deprecated legacy bool constant register binding 'b' used.}}
int i0 : register(i1); // expected-error {{deprecated legacy int constant register binding 'i' used.}}
// Several annotations on one numeric global.
float m0 : register(c3) : register(t0); // expected-error {{unsupported resource register binding 't' on variable of type 'float'}}
float m1 : register(c4) : register(c5); // expected-error {{conflicting register annotations}}
float m2 : register(c6) : register(c6);

cbuffer CB : register(b0) {
  float c0 : register(c0); // expected-error {{register binding 'c' ignored inside cbuffer/tbuffer declarations; use pack_offset instead}}
  // Not in $Globals: `b` and `i` are not deprecated forms of `c` here.
  float c1 : register(b2); // expected-error {{register binding type 'b' not supported for variable of type 'float'}}
  float c2 : register(i2); // expected-error {{register binding type 'i' not supported for variable of type 'float'}}
  float c3 : register(t2); // expected-error {{unsupported resource register binding 't' on variable of type 'float'}}
  float c4 : register(w2); // expected-error {{invalid register type 'w' used; expected 't', 'u', 'b', or 's'}}
  float4 c5;
}

tbuffer TB : register(t0) {
  float t0 : register(c1); // expected-error {{register binding 'c' ignored inside cbuffer/tbuffer declarations; use pack_offset instead}}
}
