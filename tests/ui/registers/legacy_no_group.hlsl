// flags: -Wno-disallow-legacy-binding-rules
// The legacy switch: the three default errors become warnings and the two
// UDT warnings are silenced.
struct NoNumbers {
  Texture2D t;
};
struct NoResources {
  float f;
};
float b0 : register(b0); // expected-warning {{deprecated legacy bool constant register binding 'b' used.}}
float i0 : register(i0); // expected-warning {{deprecated legacy int constant register binding 'i' used.}}
cbuffer CB { float c0 : register(c0); } // expected-warning {{register binding 'c' ignored inside cbuffer/tbuffer declarations}}
NoResources u0 : register(u0);
NoNumbers n0 : register(c1);
