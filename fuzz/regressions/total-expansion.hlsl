#define a x x x x x x x x x x
#define b a a a a a a a a a a
#define c b b b b b b b b b b
#define d c c c c c c c c c c
#define e d d d d d d d d d d
#define f e e e e e e e e e e
f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f 
