#define CAT(a, b) a ## b
x CAT(+, =) 1; y CAT(<, <) 2; z CAT(<<, =) 3;
