// Each case value appears once in a switch, also when spelled as
// different constant expressions.

enum E { One = 1 };

int f(int x) {
    switch (x) {
    // expected-note@+1 {{previous case defined here}}
    case 1:
        return 10;
    // expected-error@+1 {{duplicate case value '1'}}
    case One:
        return 20;
    case 2:
        return 30;
    // expected-error@+1 {{duplicate case value '2'}}
    case 1 + 1:
        return 40;
    // expected-note@-5 {{previous case defined here}}
    default:
        return 0;
    }
}
