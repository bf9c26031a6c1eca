// Spec table: a numeric variable bound with a resource register type.
float f : register(t0); // expected-error {{unsupported resource register binding 't' on variable of type 'float'}}
