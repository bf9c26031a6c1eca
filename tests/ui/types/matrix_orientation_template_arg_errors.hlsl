// flags: -T cs_6_0 -E main
// An orientation in a template argument needs a type after it.

// expected-error@+1 {{expected a type}}
StructuredBuffer<row_major> rows;

[numthreads(1, 1, 1)]
void main() {}
