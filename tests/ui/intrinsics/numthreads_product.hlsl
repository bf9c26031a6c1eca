// flags: -T cs_6_0 -E main
// Every dimension within its limit, but 32*32*2 = 2048 threads in all.
// expected-error@+1 {{[numthreads] z must be at most 64 and x*y*z at most 1024}}
[numthreads(32, 32, 2)]
void main() {}
