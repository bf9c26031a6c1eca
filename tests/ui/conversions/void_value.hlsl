// A void call has no value to convert.

void nothing() {}

void f() {
    // expected-error@+1 {{value of type 'void' is not usable here}}
    float a = nothing();
    nothing();
}
