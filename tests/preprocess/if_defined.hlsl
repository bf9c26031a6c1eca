#define A
#if defined A && defined(A) && !defined B && !defined(B)
ok
#endif
