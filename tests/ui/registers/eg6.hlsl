// Spec Eg6.
struct Eg6 {
  float f;
};
Eg6 e6 : register(t0); // expected-warning {{variable of type 'Eg6' bound to register type 't' does not contain a matching 'SRV' resource}}
