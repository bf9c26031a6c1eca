// A struct defined in a function may declare local variables after its
// body; they are the function's, not globals.

float f() {
    const uint size = 2;
    struct Cell { float v; } cells[size];
    cells[1].v = 1;
    return cells[1].v;
}

float g() {
    // expected-error@+1 {{use of undeclared identifier 'cells'}}
    return cells[0].v;
}
