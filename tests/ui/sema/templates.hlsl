// Template uses that cannot be instantiated.
template<typename T, uint N = 2> struct Vec { T v[N]; };
template<typename T> T first(T a, T b) { return a; }
template<typename T> T make() { return (T)0; }
template<uint N> struct Deep { Deep<N + 1> next; };
template<typename T> struct Self { Self<T> inner; };

// expected-error@+1 {{use of template 'Vec' requires template arguments}}
Vec noArgs;
// expected-error@+1 {{wrong number of template arguments: the template takes 2, 3 given}}
Vec<float, 2, 3> tooMany;
// expected-error@+1 {{template argument must be an integer constant for parameter 'N'}}
Vec<float, float> notAValue;
static int notConstant = 1;
// expected-error@+1 {{template argument must be an integer constant for parameter 'N'}}
Vec<float, notConstant> runtimeValue;

float use(float x) {
    // expected-error@+1 {{could not deduce template argument 'T' for a call to 'make'}}
    float a = make();
    // An explicit argument makes it work.
    float b = make<float>();
    // A literal does not take part in deduction when another argument
    // deduces T; it converts.
    float c = first(x, 1);
    // expected-error@+1 {{no matching function for call to 'first'}}
    float d = first(x);
    return a + b + c + d;
}

// Errors inside an instance are reported where the template says it, with
// notes naming the instances: the innermost three and the outermost.
// expected-error@5 {{templates are instantiated too deeply (limit 64)}}
// expected-note@5 {{in instantiation of 'Deep<63>' requested here}}
// expected-note@5 {{in instantiation of 'Deep<62>' requested here}}
// expected-note@5 {{in instantiation of 'Deep<61>' requested here}}
// expected-note@+4 {{in instantiation of 'Deep<0>' requested here}}
// expected-error@6 {{struct 'Self<float>' contains itself}}
// expected-note@+2 {{in instantiation of 'Self<float>' requested here}}
// A struct using both.
struct Uses { Deep<0> deep; Self<float> self; };
