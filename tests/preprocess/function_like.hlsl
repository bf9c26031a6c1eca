#define SQ(x) ((x) * (x))
int y = SQ(3 + 1);
