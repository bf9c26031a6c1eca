// flags: -w -Wno-error=disallow-legacy-binding-rules
// Demoted to warnings, the three are then silenced by -w.
// expected-no-diagnostics
struct NoNumbers {
  Texture2D t;
};
struct NoResources {
  float f;
};
float b0 : register(b0);
float i0 : register(i0);
cbuffer CB { float c0 : register(c0); }
NoResources u0 : register(u0);
NoNumbers n0 : register(c1);
