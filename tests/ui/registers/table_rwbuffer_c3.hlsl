// Spec table: a UAV bound with `c`.
RWBuffer<float> f : register(c3); // expected-error {{UAV type 'RWBuffer<float>' requires register type 'u', but register type 'c' was used.}}
