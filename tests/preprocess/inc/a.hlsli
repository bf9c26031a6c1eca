#define A_VALUE 5
int included_a;
