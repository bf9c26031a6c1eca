// Bit-fields need an integer type and a width that fits it, and are only
// for struct fields.
struct Bad {
    float F : 3;   // expected-error {{bit-field 'F' has non-integral type 'float'}}
    uint W : 33;   // expected-error {{width of bit-field 'W' must be an integer constant from 1 to 32}}
    uint Z : 0;    // expected-error {{width of bit-field 'Z' must be an integer constant from 1 to 32}}
    uint Ok : 4;
};

struct Flags { uint a : 4; uint b : 4; };

uint use(Flags f, Flags g[2], uint i) {
    g[i++].a = 1;  // expected-error {{assigning to a bit-field of a place with side effects is not supported yet}}
    f.a++;         // expected-error {{expression is not assignable}}
    // Field-by-field initialization and casts have no bit-field layout.
    Flags h = {1, 2};  // expected-error {{this initializer list is not supported yet}}
    return f.a;
}

uint global_bits : 4;  // expected-error {{a bit-field outside a struct is not supported yet}}
