#define ID(x) x
#define TWO 2
ID(ID(ID(TWO)))
