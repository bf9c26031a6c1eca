#if 1 + 2 * 3 == 7
ok1
#endif
#if (1 + 2) * 3 == 9
ok2
#endif
#if 10 / 3 == 3 && 10 % 3 == 1
ok3
#endif
#if -7 / 2 == -3
ok4
#endif
