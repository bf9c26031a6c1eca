#define V(...) [__VA_ARGS__]
V() V(1) V(1, 2, (3, 4))
