// Spec Eg7: a nested struct of numbers holds no SRV.
struct Eg7 {
  struct Bar {
    float f;
  };
  Bar b;
};
Eg7 e7 : register(t0); // expected-warning {{variable of type 'Eg7' bound to register type 't' does not contain a matching 'SRV' resource}}
