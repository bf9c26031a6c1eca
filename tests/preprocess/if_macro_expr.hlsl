#define N 4
#define TWICE(x) ((x) * 2)
#if TWICE(N) == 8
yes
#endif
