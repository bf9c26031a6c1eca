// A switch selects on an integer (an enum value is one), not a float.

enum Mode { Off, On };

int f(float x, Mode m, uint u) {
    switch (m) {
    case On:
        return 1;
    default:
        break;
    }
    switch (u) {
    case 1u:
        return 2;
    default:
        break;
    }
    // expected-error@+1 {{statement requires expression of integer type ('float' invalid)}}
    switch (x) {
    default:
        break;
    }
    return 0;
}
