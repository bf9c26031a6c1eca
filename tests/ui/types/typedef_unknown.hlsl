// A typedef of an unknown type is an error, and the name it declares is
// then not a second error.

// expected-error@+1 {{unknown type name 'Colour'}}
typedef Colour Paint;
typedef float Real;
Real ok;
