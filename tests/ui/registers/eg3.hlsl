// Spec Eg3: its comment calls this valid, but Eg3 holds no UAV, so the
// flags give the UDT warning for `u0` (docs/design.md, "Register
// annotations": the flags win).
struct Eg3 {
  float f;
  Buffer<float> Buf;
};
Eg3 e3 : register(t0) : register(u0); // expected-warning {{variable of type 'Eg3' bound to register type 'u' does not contain a matching 'UAV' resource}}
