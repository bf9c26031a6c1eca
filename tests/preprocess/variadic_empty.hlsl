#define V(fmt, ...) f(fmt, __VA_ARGS__)
V(a) V(a, b) V(a, b, c)
