// An implicit register range must fit in the registers left free; an
// unbounded array takes every register after its start.
Texture2D All[] : register(t2); // expected-note 3 {{'All' is an unbounded array: it takes every 't' register from t2 on}}
Texture2D A;    // t0
Texture2D B[2]; // expected-error {{resource 'B' could not be allocated: space 0 has no 2 consecutive free 't' registers}}
Texture2D C;    // t1
Texture2D D;    // expected-error {{resource 'D' could not be allocated: no 't' register in space 0 is free}}
Texture2D More[]; // expected-error {{resource 'More' could not be allocated: no 't' register in space 0 is free after the last one used}}

// Other classes and spaces are not affected.
Texture2D E : register(space1); // t0, space 1
RWBuffer<float> F;              // u0
Texture2D G[] : register(space3);
Texture2D H : register(t0, space3); // explicit: G starts after it, at t1
