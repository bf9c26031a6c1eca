// A switch with a default whose cases all return completes the function;
// without a default, some values run no case.

int with_default(int x) {
    switch (x) {
    case 0:
        return 10;
    case 1:
        return 20;
    default:
        return 0;
    }
}

// expected-error@+1 {{function 'without_default' does not return a value on every path}}
int without_default(int x) {
    switch (x) {
    case 0:
        return 10;
    case 1:
        return 20;
    }
}

// expected-error@+1 {{function 'breaks_out' does not return a value on every path}}
int breaks_out(int x) {
    switch (x) {
    case 0:
        break;
    default:
        return 1;
    }
}
