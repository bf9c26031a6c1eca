// flags: -T cs_6_0 -E main
// No dimension of a thread group exceeds 1024.
// expected-error@+1 {{[numthreads] arguments must be integer constants from 1 to 1024}}
[numthreads(2048, 1, 1)]
void main() {}
