#ifdef A B
#endif junk
ok
