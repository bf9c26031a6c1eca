#define S(x) #x
S(  a   +   b  )
S(a+b)
