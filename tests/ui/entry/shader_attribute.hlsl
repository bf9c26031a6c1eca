// A library of entry points marked with [shader(...)].
// expected-error@+1 {{attribute 'shader' expects one of "compute", "vertex" or "pixel"}}
[shader("geometry")]
void gs() {}
[shader("compute")]
[numthreads(1, 1, 1)]
void cs() {}
