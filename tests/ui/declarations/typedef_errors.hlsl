// A typedef may not redefine a variable's name, and its name is a
// type, not a value.
// expected-note@+1 {{previous definition is here}}
static float Scalar2;
// expected-error@+1 {{redefinition of 'Scalar2'}}
typedef int Scalar2;
typedef float Scalar;
// expected-error@+1 {{unknown type name 'Missing'}}
typedef Missing Alias;

float use() {
    // expected-error@+1 {{expected '(' for function-style cast or type construction}}
    return Scalar + 1;
}
