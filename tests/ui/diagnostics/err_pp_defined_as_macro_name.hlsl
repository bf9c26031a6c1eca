// 'defined' is the preprocessor's operator and cannot be a macro.
// expected-error@+1 {{'defined' cannot be used as a macro name}}
#define defined 1
#if defined(defined)
#error "'defined' was defined"
#endif
