#define X
#ifdef X
x
#endif
#ifndef Y
not_y
#endif
#ifndef X
no
#endif
