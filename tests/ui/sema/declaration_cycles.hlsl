// Declarations that depend on themselves: each cycle is one error at the
// use that closes it (with the declarations it runs through as notes),
// never a stack overflow, and nothing that uses the broken declaration is
// reported again.

typedef First Second;
// expected-error@+2 {{the declaration of 'Second' depends on itself}}
// expected-note@+1 {{through the declaration of 'First'}}
typedef Second First;
First useFirst;       // no further error: 'First' is the error type

struct Self {
    float x;
    Self inner;       // expected-error {{struct 'Self' contains itself}}
};

struct Row {
    Row cells[4];     // expected-error {{struct 'Row' contains itself}}
};

// expected-error@+1 {{'Later' is used before its declaration}}
struct Earlier { Later l; };
// expected-note@+1 {{'Later' is declared here}}
struct Later { Earlier e[2]; };   // expected-error {{struct 'Earlier' contains itself}}

static const int N = N + 1;       // expected-error {{the declaration of 'N' depends on itself}}
float sizedByN[N];                // no further error: N's value is unknown

static const uint A = B * 2;
// expected-error@+2 {{the declaration of 'A' depends on itself}}
// expected-note@+1 {{through the declaration of 'B'}}
static const uint B = A + 1;
float sizedByA[A];
groupshared float sizedByB[B];

struct Fine { float v; };
float usesFine(Fine f) { return f.v; }

// A variable named like the type it is declared with names no type: only
// declarations of types are raised to resolve a type name.
selfNamed selfNamed;   // expected-error {{unknown type name 'selfNamed'}}
