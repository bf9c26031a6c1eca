#define CAT(a, b) a ## b
int CAT(foo, bar) = CAT(1, 2);
