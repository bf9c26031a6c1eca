// A static member function has no object: it cannot use the struct's
// fields or call its non-static members unqualified, and `S::f(…)` only
// calls static ones.
struct Counter {
    int count;
    static const int Limit = 4;
    static int clampTo(int x) { return min(x, Limit); }
    static int broken() { return count; }   // expected-error {{use of undeclared identifier 'count'}}
    static int callsMember() { return next(); } // expected-error {{'next' is a non-static member function of 'Counter'; call it on an object}}
    int next() { return clampTo(count + 1); }
};

int uses() {
    Counter c;
    c.count = 1;
    int a = Counter::clampTo(9);
    int b = Counter::next();    // expected-error {{'next' is a non-static member function of 'Counter'; call it on an object}}
    int d = Counter::missing(); // expected-error {{no member named 'missing' in 'Counter'}}
    return a + b + c.next() + d;
}
