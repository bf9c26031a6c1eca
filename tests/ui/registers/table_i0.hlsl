// Spec table: legacy `i` on a numeric global; an error by default.
float f : register(i0); // expected-error {{deprecated legacy int constant register binding 'i' used.}}
