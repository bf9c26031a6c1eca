#define C3(a, b, c) a ## b ## c
C3(x, y, z) C3(1, , 2)
