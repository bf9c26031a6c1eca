#define F(x) x
int F = 1;
int g = F;
