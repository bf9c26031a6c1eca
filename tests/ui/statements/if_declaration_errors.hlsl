// A condition's variable is not in scope after the statement.
int Pick(int val) {
    if (int d = val)
        d = 1;
    while (int w = val)
        break;
    // expected-error@+1 {{use of undeclared identifier 'd'}}
    int a = d;
    // expected-error@+1 {{use of undeclared identifier 'w'}}
    return w;
}
