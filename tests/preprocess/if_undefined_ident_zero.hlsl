#if FOO == 0 && !BAR
zero
#endif
