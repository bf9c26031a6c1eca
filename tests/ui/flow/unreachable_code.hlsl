// Statements after one that never completes are reported once per block,
// at the first one (the rest of the block is not reported again).

int afterReturn(int x) {
    return x;
    x = 2;          // expected-warning {{code will never be executed}}
    return x + 1;
}

void afterBranches(inout int x) {
    if (x > 0) {
        return;
        x = 0;      // expected-warning {{code will never be executed}}
    }
    if (x < -5) {
        return;
    } else {
        x = -x;
        return;
    }
    x++;            // expected-warning {{code will never be executed}}
}

int afterLoopControl(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        if (i == 3) {
            continue;
            total += 100;   // expected-warning {{code will never be executed}}
        }
        total += i;
        break;
        total = -1;         // expected-warning {{code will never be executed}}
    }
    while (true) {
        total++;
    }
    return total;           // expected-warning {{code will never be executed}}
}

// Reachable: a loop that can end, a switch with a case that breaks, a
// branch that may be skipped.
int reachable(int n) {
    int r = 0;
    while (n > 0) { n--; r++; }
    switch (n) {
    case 0: r += 1; break;
    default: return r;
    }
    if (n == 1) return 5;
    return r;
}
