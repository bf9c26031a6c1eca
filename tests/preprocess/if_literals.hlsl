#if 010 == 8 && 0x10 == 16 && 0b101 == 5 && 10u == 10 && 5L == 5
literals
#endif
