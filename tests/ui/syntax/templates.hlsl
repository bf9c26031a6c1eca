// Malformed template heads and template uses. Templates are checked when
// they are used, so the broken ones add nothing more.
// expected-error@+1 {{expected '<' after 'template'}}
template typename T> T id(T x) { return x; }
// expected-error@+1 {{expected template parameter}}
template<7> float seven() { return 7; }
// expected-error@+1 {{expected identifier}}
template<typename> float unnamed() { return 0; }
// expected-error@+2 {{expected '>'}}
// expected-note@+1 {{to match this '<'}}
template<typename T float broken(T x) { return x; }
// expected-error@+1 {{a template declares a function or a struct}}
template<typename T> T variable;
// expected-error@+1 {{expected expression}}
template<uint N = > struct Sized { float v[N]; };
template<typename T> struct Box { T v; };
// expected-error@+1 {{expected '>'}}
Box<float value;
// expected-note@-1 {{to match this '<'}}
template<typename T> T twice(T x) { return x + x; }
float ok() { return twice<float>(1.0); }
