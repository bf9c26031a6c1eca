// Spec Eg4: its comment calls this valid, but the nested RWBuffer is a UAV,
// not an SRV, so the flags give the UDT warning for `t0` (the flags win).
struct Eg4 {
  struct Bar {
    RWBuffer<int> a;
  };
  Bar b;
};
Eg4 e4 : register(t0); // expected-warning {{variable of type 'Eg4' bound to register type 't' does not contain a matching 'SRV' resource}}
