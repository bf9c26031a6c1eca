// break ends a switch case; in a switch inside a loop, continue goes to
// the loop's next iteration.
// expected-no-diagnostics

int f(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        switch (i % 3) {
        case 0:
            total += 1;
            break;
        case 1:
            continue;
        default:
            total += 2;
            break;
        }
        total *= 2;
    }
    return total;
}
