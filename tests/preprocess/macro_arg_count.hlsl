#define F(a, b) a b
F(1) F(1, 2, 3) F(1, 2)
