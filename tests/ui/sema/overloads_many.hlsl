// Twelve overloads of one name. A call that none accepts lists as notes
// only the candidates that got furthest: the right arity first, then the
// fewest arguments that cannot convert. Here two candidates of arity 3
// fail on one argument only; the others have the wrong arity or fail on
// two arguments, and are not listed.
struct A { int v; };
struct B { int v; };

float blend(float x) { return x; }
float blend(float x, float y) { return x + y; }
float blend(float x, float y, float z, float w) { return x; }
// expected-note@+1 {{candidate function: float blend(A, A, A)}}
float blend(A a, A b, A c) { return 0; }
float blend(B a, B b, B c) { return 0; }
float blend(A a, B b, A c) { return 0; }
// expected-note@+1 {{candidate function: float blend(float, A, B)}}
float blend(float x, A a, B b) { return x; }
float blend(float x, B a, B b) { return x; }
float blend(A a, float x, float y, float z) { return x; }
float blend(float2 x) { return x.x; }
float blend(float3 x, float3 y) { return x.x; }
float blend(A a) { return 0; }

float use(A a, B b) {
    // (1.0, a, a): `blend(A, A, A)` fails on the float only and
    // `blend(float, A, B)` on the last `a` only; `blend(B, B, B)`,
    // `blend(A, B, A)` and `blend(float, B, B)` fail on two arguments.
    // expected-error@+1 {{no matching function for call to 'blend'}}
    return blend(1.0, a, a);
}
