#if true && !false
cpp_bools
#endif
