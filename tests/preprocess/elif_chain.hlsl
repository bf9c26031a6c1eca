#define V 2
#if V == 1
one
#elif V == 2
two
#elif V == 3
three
#else
other
#endif
