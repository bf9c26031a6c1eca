// case and default labels belong in a switch.

void f(int x) {
    // expected-error@+1 {{'case' statement not in switch statement}}
    case 1:
        x = 2;
}
