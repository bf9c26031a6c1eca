// expected-error@+1 {{division by zero in preprocessor expression}}
#if 1 / 0
#endif
// expected-error@+1 {{#else without #if}}
#else
#if 1
#else
// expected-error@+1 {{#else after #else}}
#else
#endif
// expected-warning@+2 {{extra tokens at end of #endif directive}}
#if 0
#endif X
// expected-error@+1 {{expected value in expression}}
#if
#endif
// expected-error@+1 {{token is not a valid binary operator}}
#if 1 2
#endif
// expected-error@+1 {{invalid preprocessing directive '#bogus'}}
#bogus
// expected-warning@+1 {{unknown pragma ignored}}
#pragma nonsense
#define A 1
// expected-note@-1 {{previous definition is here}}
// expected-warning@+1 {{'A' macro redefined}}
#define A 2
static int a = A;
