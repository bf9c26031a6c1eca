// A macro name is an identifier (a keyword counts as one), not a number or
// a string.
// expected-error@+1 {{macro name must be an identifier}}
#define 42 x
// expected-error@+1 {{macro name must be an identifier}}
#undef "name"
// expected-error@+1 {{macro name must be an identifier}}
#ifndef 1
#endif
#define float half
#undef float
