#else
#endif
#elif 1
ok
