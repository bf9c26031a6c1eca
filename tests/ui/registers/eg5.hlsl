// Spec Eg5: an array of samplers counts as a sampler.
// expected-no-diagnostics
struct Eg5 {
  SamplerState s[3];
};
Eg5 e5 : register(s5);
