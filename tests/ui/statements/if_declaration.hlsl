// expected-no-diagnostics
// A declaration as the condition of `if`, `switch` or `while` (C++): the
// variable is tested, and is in scope in the whole statement; a `while`
// declares it again before each iteration.
int Next(inout int n) {
    n -= 1;
    return n;
}

int Pick(int val, float4 input) {
    if (int d = val) {
        return d;
    } else {
        d = 2;
    }
    if (float f = input.z)
        return (int)f;
    switch (int s = val + 1) {
    case 1:
        return s;
    default:
        break;
    }
    int n = 3;
    int sum = 0;
    while (int k = Next(n)) {
        sum += k;
        if (k == 1)
            continue;
    }
    return sum;
}
