// A member must exist in the struct.

struct S { float a; float2 b; };

float f(S s) {
    // expected-error@+1 {{no member named 'c' in 'S'}}
    float c = s.c;
    return s.a + s.b.y;
}
