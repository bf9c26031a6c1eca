// An `out` parameter must be written on every path that returns; the
// warning is given once, at the parameter.

void onlyWhenPositive(float x, out float r) { // expected-warning {{out parameter 'r' is not written on every path}}
    if (x > 0)
        r = x;
}

void earlyReturn(bool c, out int2 r) { // expected-warning {{out parameter 'r' is not written on every path}}
    if (c)
        return;
    r = int2(1, 2);
}

void loopMayNotRun(int n, out int r) { // expected-warning {{out parameter 'r' is not written on every path}}
    for (int i = 0; i < n; i++)
        r = i;
}

void switchWithoutDefault(int k, out float r) { // expected-warning {{out parameter 'r' is not written on every path}}
    switch (k) {
    case 0: r = 1; break;
    case 1: r = 2; break;
    }
}

// Written on every path: nothing to report.
void everyPath(float x, out float r, out float2 pair, out int counted) {
    if (x > 0)
        r = 1;
    else
        r = 2;
    pair.x = 0;             // a write to a part counts
    do { counted = 3; } while (x > 100);
}

void helper(out float v) { v = 7; }

void throughCalls(out float a, out float b, out uint c) {
    helper(a);              // an `out` argument writes it
    sincos(1.0, b, a);      // so does an intrinsic's out argument
    while (true) {
        c = 1;
        break;
    }
}

void everyCase(int k, out float r) {
    switch (k) {
    case 0: r = 1; break;
    default: r = 0; break;
    }
}

void inoutIsNotChecked(inout float r, bool c) {
    if (c) r = 1;
}
