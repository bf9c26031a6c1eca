#define f(x) f(x + 1)
f(f(0))
