// Spec Eg2: more resources than annotations is fine.
// expected-no-diagnostics
struct Eg2 {
  float f;
  Buffer<float> Buf;
  RWBuffer<float> RWBuf;
  RWBuffer<float> RWBuf2;
};
Eg2 e2 : register(t0) : register(u0);
