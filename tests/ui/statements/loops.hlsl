// The loop forms: for with any parts missing, while, do-while; their
// conditions convert to bool.
// expected-no-diagnostics

int f(int n, float x) {
    int count = 0;
    for (;;) {
        if (++count > n) break;
    }
    for (int i = 0; i < n;) i++;
    while (x) x -= 1;
    do {
        count--;
    } while (count > 0);
    [unroll] for (int k = 0; k < 4; k++) count += k;
    [loop] while (count < 10) count++;
    return count;
}
