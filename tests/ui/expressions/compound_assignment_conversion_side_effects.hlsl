// A compound assignment computed in another type than its target's reads
// and writes the target separately, so a target with side effects (which
// would run twice) is not supported yet.

int next(inout int i) { return i++; }

void f(int i) {
    int a[4] = {1, 2, 3, 4};
    a[next(i)] += 2;
    // expected-error@+1 {{a compound assignment computed in another type than its target's, on a place with side effects is not supported yet}}
    a[next(i)] *= 1.5;
}
