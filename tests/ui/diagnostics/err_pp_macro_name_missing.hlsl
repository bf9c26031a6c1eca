// A directive that needs a macro name and has none.
// expected-error@+1 {{macro name missing}}
#define
// expected-error@+1 {{macro name missing}}
#undef
// expected-error@+1 {{macro name missing}}
#ifdef
#endif
// expected-error@+1 {{macro name missing}}
#if defined
#endif
// expected-error@+1 {{macro name missing}}
#if defined(
#endif
