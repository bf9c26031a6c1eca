// flags: -T cs_6_0 -E main
// numthreads takes integer constants, not a variable's value.
static uint notConstant = 4;
// expected-error@+1 {{[numthreads] arguments must be integer constants from 1 to 1024}}
[numthreads(notConstant, 1, 1)]
void main() {}
