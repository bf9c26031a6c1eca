// A struct does not convert implicitly to a number, nor a number to a
// struct.

struct S { float v; };

void f(S s) {
    // expected-error@+1 {{cannot convert from 'S' to 'float'}}
    float a = s;
    // expected-error@+1 {{cannot convert from 'int' to 'S'}}
    S b = 1;
    float ok = s.v;
}
