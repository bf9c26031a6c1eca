// Enum declarations: the base must be an integer type, values must be
// integer constants, and enumerator names follow the scope rules.
// expected-error@+1 {{the underlying type of an enum must be an integer type, not 'float'}}
enum Bad : float { A };
static int notConstant = 3;
// expected-error@+1 {{an enumerator value must be an integer constant expression}}
enum Values { B = notConstant, C };
// expected-error@+2 {{redefinition of 'D'}}
// expected-note@+1 {{previous definition is here}}
enum Twice { D, D };
// expected-note@+1 {{previous definition is here}}
enum First { E };
// expected-error@+1 {{redefinition of 'E'}}
enum Second { E };
// Scoped enumerators do not clash with the enclosing scope's names.
enum class Scoped { E, F };
// expected-error@+2 {{redefinition of 'Scoped'}}
// expected-note@-2 {{previous definition is here}}
struct Scoped { float x; };

int use() {
    // expected-error@+1 {{use of undeclared identifier 'F'}}
    int f = F;
    return Scoped::E + C + (int)Values::B + f;
}
