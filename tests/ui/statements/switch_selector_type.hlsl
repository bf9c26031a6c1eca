// A switch selects on an integer (an enum value is one) or a float scalar
// (DXC converts it to int), not a vector.

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
    // A float converts to int, truncating, as in DXC.
    switch (x) {
    case 2:
        return 3;
    default:
        break;
    }
    // expected-error@+1 {{statement requires expression of integer type ('float2' invalid)}}
    switch (float2(x, x)) {
    default:
        break;
    }
    return 0;
}
