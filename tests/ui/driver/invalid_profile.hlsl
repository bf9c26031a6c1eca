// flags: -T cs_9_9 -E main
// expected-error@* {{invalid profile 'cs_9_9'}}

[numthreads(1, 1, 1)]
void main() {}
