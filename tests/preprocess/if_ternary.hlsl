#if (1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3
ternary
#endif
#if (0 ? 1/0 : 5) == 5
lazy
#endif
