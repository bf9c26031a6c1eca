// switch: labels sharing a body, default anywhere, break, return from a
// case, continue of the enclosing loop, and a selector with no match.
// loop_with_switch(7): i % 3 == 0 continues (i = 0, 3, 6), 1 adds 10 + 100,
// 2 adds 1 + 100: 2 * 110 + 2 * 101 = 422.
int classify(int x) {
    int r = -1;
    switch (x) {
    case 0:
    case 1:
        r = 10;
        break;
    default:
        r = 99;
        break;
    case -5:
        return 55;
    case 7: {
        r = 70;
        if (x > 3) break;
        r = 71;
        break;
    }
    }
    return r;
}

uint no_default(uint x) {
    uint r = 5u;
    switch (x) {
    case 2u:
        r = 20u;
        break;
    }
    return r;
}

int loop_with_switch(int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        switch (i % 3) {
        case 0:
            continue;
        case 1:
            sum += 10;
            break;
        default:
            sum += 1;
        }
        sum += 100;
    }
    return sum;
}

// run: classify int:0
// expect: int:10
// run: classify int:1
// expect: int:10
// run: classify int:3
// expect: int:99
// run: classify int:-5
// expect: int:55
// run: classify int:7
// expect: int:70
// run: no_default uint:2
// expect: uint:20
// run: no_default uint:3
// expect: uint:5
// run: loop_with_switch int:7
// expect: int:422
