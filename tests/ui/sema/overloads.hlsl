// Overload resolution ranks candidates by conversion cost.

float pick(float x) { return 1.0; }
float pick(int x) { return 2.0; }
// expected-note@+1 {{candidate function: float two(float, float)}}
float two(float a, float b) { return a + b; }
// Wrong arity: not listed among the candidates.
float two(int a, int b, int c) { return 0; }

struct S { int v; };

// expected-note@+1 {{candidate function: void amb(float2)}}
void amb(float2 x) {}
// expected-note@+1 {{candidate function: void amb(float3)}}
void amb(float3 x) {}

void f() {
    float a = pick(1.0);
    float b = pick(1);
    S s;
    // Only the candidate with the right number of parameters is listed.
    // expected-error@+1 {{no matching function for call to 'two'}}
    float c = two(s, s);
    // expected-error@+1 {{call to 'amb' is ambiguous}}
    amb(1.0);
}
