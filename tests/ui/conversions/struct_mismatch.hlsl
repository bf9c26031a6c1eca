// Two struct types are different types even with the same fields:
// assigning one to the other is an error (a cast converts).

struct A { float x; float y; };
struct B { float x; float y; };

// expected-note@+1 {{candidate function: B take(B)}}
B take(B b) { return b; }

void f() {
    A a = { 1, 2 };
    // expected-error@+1 {{cannot convert from 'A' to 'B'}}
    B b = a;
    // expected-error@+1 {{no matching function for call to 'take'}}
    take(a);
    B ok = (B)a;
    A same = a;
}
