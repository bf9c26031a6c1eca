// flags: -T cs_6_0 -E main
// expected-error@+1 {{[numthreads] z must be at most 64 and x*y*z at most 1024}}
[numthreads(64, 32, 1)]
void main() {}
