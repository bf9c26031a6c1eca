// '##' needs an operand on both sides.
// expected-error@+1 {{'##' cannot appear at either end of a macro expansion}}
#define LEFT ## x
// expected-error@+1 {{'##' cannot appear at either end of a macro expansion}}
#define RIGHT(a) a ##
#define MIDDLE(a, b) a ## b
int MIDDLE(va, lue);
// The rejected macros are not defined.
#ifdef LEFT
#error "LEFT is defined"
#endif
