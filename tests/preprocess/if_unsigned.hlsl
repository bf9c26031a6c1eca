#if -1 > 0u
unsigned_wins
#endif
#if -1 < 0
signed
#endif
#if 0xFFFFFFFFFFFFFFFF == -1
wraps
#endif
