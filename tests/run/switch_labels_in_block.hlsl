// Case labels at the start of a block in a switch enter the block: `case
// 6: { case 7: ... }` runs the block for 6 and 7 (as C and DXC), and a
// case before it that does not break falls into it.
int pick(int t) {
    int r = 0;
    switch (t) {
    case 1:
        r = 10;
    case 6: {
    case 7:
        r += 7;
        break;
    }
    case 8: {
        int local = 80;
        r = local;
        break;
    }
    default:
        r = -1;
        break;
    }
    return r;
}
// run: pick int:1
// expect: int:17
// run: pick int:6
// expect: int:7
// run: pick int:7
// expect: int:7
// run: pick int:8
// expect: int:80
// run: pick int:2
// expect: int:-1

// A float selector converts to int, truncating toward zero (DXC's
// OpConvertFToS).
int floatSelector(float x) {
    switch (x) {
    case -1:
        return 10;
    case 2:
        return 20;
    default:
        return 0;
    }
}
// run: floatSelector float:2.75
// expect: int:20
// run: floatSelector float:-1.5
// expect: int:10
// run: floatSelector float:0.5
// expect: int:0
