// Statements after a return are never run but are not an error (DXC does
// not warn by default either).
// expected-no-diagnostics

int f(int x) {
    return x;
    x = 2;
    return x + 1;
}

void g(inout int x) {
    if (x > 0) {
        return;
        x = 0;
    }
    x++;
}
