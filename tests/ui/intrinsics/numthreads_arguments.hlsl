// flags: -T cs_6_0 -E main
// numthreads takes three arguments.
// expected-error@+1 {{[numthreads] takes three arguments (x, y, z)}}
[numthreads(8, 8)]
void main() {}
