// An error inside a function template's instance names the instance and
// the call that requested it.
struct S { float x; };
template<typename T> T twice(T v) {
    // expected-error@+1 {{invalid operands to binary expression ('S' and 'S')}}
    return v + v;
}
float ok(float f) { return twice(f); }
S bad(S s) {
    // expected-note@+1 {{in instantiation of 'twice<S>' requested here}}
    return twice(s);
}
