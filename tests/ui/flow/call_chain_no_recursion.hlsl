// Calls that form a chain (even through prototypes and several calls to
// one function) are not recursion.
// expected-no-diagnostics

float leaf(float x);

float middle(float x) { return leaf(x) + leaf(x * 2); }

float top(float x) { return middle(x) + leaf(x); }

float leaf(float x) { return x * x; }
