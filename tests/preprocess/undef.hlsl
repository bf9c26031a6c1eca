#define A 1
A
#undef A
A
