int statements(int n) {
    int total = 0, i;
    ;
    {
        int scoped = 1;
    }
    if (n > 0) total = 1;
    else if (n < 0) total = -1;
    else { total = 0; }
    [unroll] for (int j = 0; j < 4; j++) total += j;
    [unroll(4)] for (i = 0, n = 1; ; ++i) { if (i > 8) break; }
    for (;;) continue;
    [loop] while (total < 100) total *= 2;
    do { total--; } while (total > 50);
    [branch] switch (n) {
        case 0:
        case 1: total = 1; break;
        default: total = 2;
    }
    struct Local { float x; };
    typedef float2 pair;
    pair p = pair(1, 2);
    return total;
}

void nothing() { return; }
