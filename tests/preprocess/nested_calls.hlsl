#define A(x) B(x) + 1
#define B(x) (x * 2)
A(A(3))
