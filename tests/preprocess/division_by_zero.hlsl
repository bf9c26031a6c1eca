#if 1 / 0
#endif
#if 1 % 0
#endif
ok
