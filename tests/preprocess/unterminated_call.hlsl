#define F(a) a
F(1, 
