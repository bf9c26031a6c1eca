#ifndef FOO
// expected-error@+1 {{FOO must be defined}}
#error FOO must be defined
#endif
// expected-warning@+1 {{just a warning}}
#warning just a warning
