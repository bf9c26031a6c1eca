// An entry point with no resources, cbuffers or inputs.
// flags: -T cs_6_0 -E main
groupshared float cache;
static const float K = 2.0;
[numthreads(1, 1, 1)]
void main() { cache = K; }
