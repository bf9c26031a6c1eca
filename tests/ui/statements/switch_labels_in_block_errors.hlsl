// A label inside a block of a switch is taken only at the block's start;
// one after other statements of the block is not supported.
int pick(int t) {
    int r = 0;
    switch (t) {
    case 1: {
        r = 1;
        // expected-error@+1 {{'case' statement not in switch statement}}
    case 2:
        r = 2;
        break;
    }
    default:
        break;
    }
    return r;
}
