// flags: -T cs_6_0 -E main
// z is at most 64.
// expected-error@+1 {{[numthreads] z must be at most 64 and x*y*z at most 1024}}
[numthreads(1, 1, 128)]
void main() {}
