// Bit-fields (HLSL 2021) are read, but their packed layout is not
// implemented: each is an error rather than a field of the whole type.
struct Packed {
    // expected-error@+1 {{a bit-field is not supported yet}}
    uint R : 8;
    // expected-error@+1 2 {{a bit-field is not supported yet}}
    uint G : 8, B : 16;
    float Other;
};
