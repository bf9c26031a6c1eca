// Malformed template heads and template uses. The checker runs after
// syntax errors: templates that parse get its "not supported yet".
// expected-error@+1 {{expected '<' after 'template'}}
template typename T> T id(T x) { return x; }
// expected-error@+1 {{expected template parameter}}
template<7> float seven() { return 7; }
// expected-error@+1 {{expected identifier}}
template<typename> float unnamed() { return 0; }
// expected-error@+3 {{expected '>'}}
// expected-note@+2 {{to match this '<'}}
// expected-error@+1 {{a function template is not supported yet}}
template<typename T float broken(T x) { return x; }
// expected-error@+1 {{a template declares a function or a struct}}
template<typename T> T variable;
// expected-error@+2 {{expected expression}}
// expected-error@+1 {{a struct template is not supported yet}}
template<uint N = > struct Sized { float v[N]; };
// expected-error@+1 {{a struct template is not supported yet}}
template<typename T> struct Box { T v; };
// expected-error@+1 {{expected '>'}}
Box<float value;
// expected-note@-1 {{to match this '<'}}
// expected-error@+1 {{a function template is not supported yet}}
template<typename T> T twice(T x) { return x + x; }
static const float ok = twice<float>(1.0);
