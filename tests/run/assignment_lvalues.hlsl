// An assignment or prefix increment used as a place: its own effect
// first, then the outer one on the same place.

int chain(int a, int b) {
    ++a = b;         // a = b
    (a += 2) = b * 3; // a = 3b
    (a = 1) += 5;    // a = 6
    --a *= 2;        // a = 10
    return a;
}
// run: chain int:4 int:7
// expect: int:10

int incs(int a, int b) {
    ++(++a) = ++(++b); // b + 2, then a = b
    --(--a);
    return a * 100 + b;
}
// run: incs int:1 int:5
// expect: int:507
