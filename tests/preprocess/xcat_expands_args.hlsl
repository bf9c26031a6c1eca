#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define X 1
XCAT(X, X)
