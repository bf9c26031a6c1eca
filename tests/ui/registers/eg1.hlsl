// Spec Eg1: each register type finds a resource of its class.
// expected-no-diagnostics
struct Eg1 {
  float f;
  Buffer<float> Buf;
  RWBuffer<float> RWBuf;
};
Eg1 e1 : register(t0) : register(u0);
