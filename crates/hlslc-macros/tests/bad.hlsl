[numthreads(1, 1, 1)] void main() { undeclared = 1; }
