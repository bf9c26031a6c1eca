// expected-error@+1 {{missing terminating '"' character}}
[shader("compute)]
[numthreads(1, 1, 1)]
void main() {}
