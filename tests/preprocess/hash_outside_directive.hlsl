#define H(x) x # y
H(1)
