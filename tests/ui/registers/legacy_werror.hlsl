// flags: -Werror=disallow-legacy-binding-rules
// Every diagnostic of the group is an error.
struct NoNumbers {
  Texture2D t;
};
struct NoResources {
  float f;
};
float b0 : register(b0); // expected-error {{deprecated legacy bool constant register binding 'b' used.}}
float i0 : register(i0); // expected-error {{deprecated legacy int constant register binding 'i' used.}}
cbuffer CB { float c0 : register(c0); } // expected-error {{register binding 'c' ignored inside cbuffer/tbuffer declarations}}
NoResources u0 : register(u0); // expected-error {{does not contain a matching 'UAV' resource}}
NoNumbers n0 : register(c1); // expected-error {{register 'c' used on type with no contents to allocate in a constant buffer}}
