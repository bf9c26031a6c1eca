#define A 1 + 2
#define A 1 + 2
A
