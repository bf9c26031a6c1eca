// Loop forms and attributes: a labelled-search pattern (a flag and break
// out of two nested loops), continue at both depths, while (true) with a
// break, do-while whose continue goes to the condition, a for with two
// induction variables and a comma step, a counter changed inside the body,
// [unroll], [unroll(N)], [loop], [fastopt] and [allow_uav_condition] on
// loops and [branch]/[flatten] on ifs, and a return from inside a loop in
// a helper. Each thread runs them on its own input. Expected values: the
// same loops in Python.
StructuredBuffer<int> input : register(t0);
RWStructuredBuffer<int> o : register(u1);

int findPair(int target) {
    // The first (a, b), a <= b < 8, with a * b == target, as a * 8 + b.
    [loop] for (int a = 1; a < 8; a++) {
        for (int b = a; b < 8; b++) {
            if (a * b == target) {
                return a * 8 + b;
            }
        }
    }
    return -1;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = input[id.x];
    uint at = id.x * 8;

    // Break out of two loops with a flag; continue at both depths.
    int found = -1;
    int visited = 0;
    for (int r = 0; r < 6; r++) {
        if (r == 2) {
            continue;
        }
        bool done = false;
        for (int c = 0; c < 6; c++) {
            if ((r + c) % 3 == 0) {
                continue;
            }
            visited++;
            if (r * 6 + c >= v) {
                found = r * 6 + c;
                done = true;
                break;
            }
        }
        if (done) {
            break;
        }
    }
    o[at + 0] = found;
    o[at + 1] = visited;

    // while (true) with a break: the number of halvings to reach 1.
    int n = abs(v) + 1;
    int halvings = 0;
    [fastopt] while (true) {
        if (n <= 1) {
            break;
        }
        n = n / 2;
        halvings++;
    }
    o[at + 2] = halvings;

    // do-while: continue skips to the condition.
    int k = 0;
    int odd = 0;
    do {
        k++;
        if (k % 2 == 0) {
            continue;
        }
        odd += k;
    } while (k < v);
    o[at + 3] = odd;

    // Two induction variables, a comma step, a counter bumped in the body.
    int s = 0;
    [allow_uav_condition] for (int x = 0, y = 10; x < y; x++, y--) {
        s += x * y;
        if (x == v % 4) {
            x++;
        }
    }
    o[at + 4] = s;

    // Unrolled loops and branch hints.
    int u = 0;
    [unroll] for (int j = 0; j < 4; j++) {
        [branch] if (j < v) {
            u += 1 << j;
        }
    }
    [unroll(3)] for (int m = 0; m < 3; m++) {
        [flatten] if (v > m * 3) {
            u += 100;
        } else {
            u -= 1;
        }
    }
    o[at + 5] = u;
    o[at + 6] = findPair(v);
    o[at + 7] = findPair(v * 2 + 1);
}
