#if 1
# if 0
no
# else
yes
# endif
#else
# if 1
no2
# endif
#endif
