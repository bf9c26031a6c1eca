#define
#define 3 x
#define F(a, a) a
#define G(a b) a
#define defined 1
#define S(x) #y
#define P ## x
ok
