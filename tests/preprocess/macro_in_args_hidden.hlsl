#define f(x) g(x
#define g(x) x)
f(1)
