// Spec table: a register type the language does not know.
float f : register(x0); // expected-error {{invalid register type 'x' used; expected 't', 'u', 'b', or 's'}}
