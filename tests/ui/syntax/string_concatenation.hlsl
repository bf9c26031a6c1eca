// Adjacent string literals are one literal, as in C, also when a macro
// produces them.
#define STAGE "com" "pute"
[shader("comp" "ute")]
[numthreads(1, 1, 1)]
void a() {}

[shader(STAGE)]
[numthreads(1, 1, 1)]
void b() {}

// expected-error@+1 {{attribute 'shader' must have one of these values: compute,vertex,pixel,hull,domain,geometry}}
[shader("comp" "ute" "r")]
[numthreads(1, 1, 1)]
void c() {}
