// Spec table: legacy `b` on a numeric global; an error by default (the
// spec's text), though its table prints it as a warning.
float f : register(b0); // expected-error {{deprecated legacy bool constant register binding 'b' used. 'b' is only used for constant buffer resource binding.}}
