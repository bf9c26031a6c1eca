#define F() 42
int y = F();
