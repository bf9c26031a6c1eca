#if 0 && (1 / 0)
no
#else
short_and
#endif
#if 1 || (1 / 0)
short_or
#endif
