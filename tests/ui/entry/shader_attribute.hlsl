// A library of entry points marked with [shader(...)].
// expected-error@+1 {{attribute 'shader' must have one of these values: compute,vertex,pixel,hull,domain,geometry}}
[shader("amplification")]
void as() {}
[shader("compute")]
[numthreads(1, 1, 1)]
void cs() {}
