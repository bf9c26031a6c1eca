// A case whose end is reachable falls into the next one, as in C and DXC.

int chain(int x) {
    int r = 0;
    switch (x) {
    case 0:
        r += 1;
    case 1:
        r += 10;
    case 2:
        r += 100;
        break;
    case 3:
        r += 1000;
    default:
        r += 10000;
    }
    return r;
}
// run: chain int:0
// expect: int:111
// run: chain int:1
// expect: int:110
// run: chain int:2
// expect: int:100
// run: chain int:3
// expect: int:11000
// run: chain int:7
// expect: int:10000

// A conditional break: only some paths fall through.
int maybe(int x, bool stop) {
    int r = 0;
    switch (x) {
    case 0:
        r = 1;
        if (stop)
            break;
    case 1:
        r += 2;
        break;
    }
    return r;
}
// run: maybe int:0 bool:true
// expect: int:1
// run: maybe int:0 bool:false
// expect: int:3
// run: maybe int:1 bool:true
// expect: int:2

// Falling through inside a loop; continue leaves the switch and the
// iteration.
int looped(int n) {
    int r = 0;
    for (int i = 0; i < n; i++) {
        switch (i % 3) {
        case 0:
            r += 1;
        case 1:
            if (i == 4)
                continue;
            r += 10;
            break;
        default:
            r += 100;
        }
    }
    return r;
}
// i = 0: 11, 1: 10, 2: 100, 3: 11, 4: continue (case 1), 5: 100.
// run: looped int:6
// expect: int:232
