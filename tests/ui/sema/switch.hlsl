// What a switch accepts.

void f(int x, float y, uint u) {
    // expected-error@+1 {{statement requires expression of integer type ('float3' invalid)}}
    switch (float3(y, y, y)) {
    case 1:
        break;
    }
    switch (x) {
    // expected-note@+1 {{previous case defined here}}
    case 1:
        break;
    // expected-error@+1 {{duplicate case value '1'}}
    case 1:
        break;
    // expected-note@+1 {{previous case defined here}}
    default:
        break;
    // expected-error@+1 {{multiple default labels in one switch}}
    default:
        break;
    // expected-error@+1 {{case value is not a constant integer expression}}
    case x:
        break;
    }
    switch (u) {
    case 2:
        u = 3; // falls into case 3, as in C
    case 3:
        u = 4;
    }
    switch (x) {
        // expected-error@+1 {{statements in a switch must follow a 'case' or 'default' label}}
        x = 1;
    case 0:
        break;
    }
}

void g() {
    // expected-error@+1 {{'case' statement not in switch statement}}
    case 1:
    ;
}

int h(int x) {
    switch (x) {
    case 0:
        return 1;
    default:
        return 2;
    }
}

// expected-error@+1 {{function 'k' does not return a value on every path}}
int k(int x) {
    switch (x) {
    case 0:
        return 1;
    }
}
