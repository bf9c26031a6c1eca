#define CAT(a, b) a ## b
#define X 1
CAT(X, X)
