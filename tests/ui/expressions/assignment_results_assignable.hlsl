// As in C++, an assignment and a prefix increment are places: they can be
// assigned, compounded and incremented again (the place is evaluated
// again afterwards, so it must be free of side effects).
RWStructuredBuffer<int> buf;

int next() { return 0; }

int f(int a, int b, float2x2 m) {
    ++a = b;
    (a += 2) = b * 3;
    (a = 1) += 5;
    --a *= 2;
    ++(++a) = ++(++b);
    --(--a);
    (m += 1) = m * 2;
    // A postfix increment is a value.
    // expected-error@+1 {{expression is not assignable}}
    a++ = b;
    // expected-error@+1 {{assigning to an assignment whose target has side effects is not supported yet}}
    (buf[next()] = 1) = 2;
    // A multi-element matrix swizzle assignment has no single place.
    // expected-error@+1 {{expression is not assignable}}
    (m._m00_m11 = float2(1, 2)) = float2(3, 4);
    return a + b;
}
