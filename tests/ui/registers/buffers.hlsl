// Annotations on cbuffer, tbuffer and ConstantBuffer<T>.
struct S {
  float4 v;
};
cbuffer A : register(b0, space1) { float a; }
cbuffer B : register(space2) { float b; }
cbuffer C : register(t0) { float c; } // expected-error {{CBV type 'cbuffer' requires register type 'b', but register type 't' was used.}}
cbuffer D : register(v0) { float d; } // expected-error {{invalid register type 'v' used; expected 't', 'u', 'b', or 's'}}
cbuffer E : register(b1) : register(b2) { float e; } // expected-error {{conflicting register annotations}}
tbuffer F : register(t0) { float f; }
tbuffer G : register(b3) { float g; } // expected-error {{SRV type 'tbuffer' requires register type 't', but register type 'b' was used.}}
ConstantBuffer<S> H : register(b4);
ConstantBuffer<S> I : register(u4); // expected-error {{CBV type 'ConstantBuffer<S>' requires register type 'b', but register type 'u' was used.}}
ConstantBuffer<S> J[2] : register(b5, space3);
