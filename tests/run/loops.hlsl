// Loops: for, while, do-while, break, continue, nesting, and the step limit.

int sum_to(int n) {
    int s = 0;
    for (int i = 1; i <= n; i++)
        s += i;
    return s;
}
// run: sum_to int:10
// expect: int:55
// run: sum_to int:0
// expect: int:0

int collatz(int n) {
    int steps = 0;
    while (n != 1) {
        if (n % 2 == 0)
            n /= 2;
        else
            n = 3 * n + 1;
        steps++;
    }
    return steps;
}
// run: collatz int:6
// expect: int:8

// The body of a do-while runs at least once.
int do_loop(int n) {
    int c = 0;
    do {
        c++;
        n--;
    } while (n > 0);
    return c;
}
// run: do_loop int:0
// expect: int:1
// run: do_loop int:3
// expect: int:3

int break_continue(int n) {
    int s = 0;
    for (int i = 0; i < 100; i++) {
        if (i == n)
            break;
        if (i % 2 == 1)
            continue;
        s += i;
    }
    return s;
}
// run: break_continue int:7
// expect: int:12

int nested(int n) {
    int c = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            c++;
    return c;
}
// run: nested int:5
// expect: int:10

// `continue` in a for loop still runs the increment.
int continue_increments() {
    int visits = 0;
    for (int i = 0; i < 5; i++) {
        visits++;
        continue;
    }
    return visits;
}
// run: continue_increments
// expect: int:5

int spin(int n) {
    int x = 0;
    while (n > 0) {
        x++;
    }
    return x;
}
// max-steps: 10000
// run: spin int:1
// expect-trap: max-steps
