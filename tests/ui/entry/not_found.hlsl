// flags: -T cs_6_0 -E kernel
// expected-error@+2 {{entry point 'kernel' not found}}

[numthreads(1, 1, 1)] void main() {}
