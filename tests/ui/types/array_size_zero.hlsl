// An array needs at least one element.

// expected-error@+1 {{array size must be greater than zero}}
static float none[0];
// expected-error@+1 {{array size must be greater than zero}}
static float folded[2 - 2];
static float one[1];
