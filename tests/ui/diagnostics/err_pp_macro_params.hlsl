// Malformed parameter lists of function-like macros.
// expected-error@+1 {{invalid macro parameter list}}
#define F(a, ) a
// expected-error@+1 {{invalid macro parameter list}}
#define G(a b) a
// expected-error@+1 {{invalid macro parameter list}}
#define H(1) 1
// expected-error@+1 {{invalid macro parameter list}}
#define I(a
// A space before '(' makes an object-like macro, not a parameter list.
#define J (a, ) a
