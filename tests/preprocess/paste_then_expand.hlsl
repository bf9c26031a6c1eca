#define CAT(a, b) a ## b
#define foobar 99
CAT(foo, bar)
