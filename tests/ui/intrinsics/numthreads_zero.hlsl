// flags: -T cs_6_0 -E main
// A thread group has at least one thread in each dimension.
// expected-error@+1 {{[numthreads] arguments must be integer constants from 1 to 1024}}
[numthreads(8, 0, 1)]
void main() {}
