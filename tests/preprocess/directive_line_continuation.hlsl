#define LONG 1 + \
 2 + \
 3
LONG
