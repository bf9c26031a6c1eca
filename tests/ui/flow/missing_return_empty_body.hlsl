// An empty body of a non-void function returns nothing.

// expected-error@+1 {{function 'value' does not return a value on every path}}
float value() {}

void nothing() {}
