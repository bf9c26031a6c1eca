// A call with the wrong argument count is reported and dropped.
// expected-note@+1 2 {{macro 'ADD' defined here}}
#define ADD(a, b) ((a) + (b))
// expected-error@+1 {{macro 'ADD' expects 2 arguments, but 1 were given}}
static int x = 0 ADD(1);
// expected-error@+1 {{macro 'ADD' expects 2 arguments, but 3 were given}}
static int y = 0 ADD(1, 2, 3);
// expected-error@+2 {{unterminated function-like macro invocation of 'ADD'}}
// expected-error@+1 {{expected ';'}}
static int z = 0 ADD(1, 2
