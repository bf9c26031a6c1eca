// Empty structs as values: locals, parameters, returns, members of other
// structs and statics. naga's structs need a member, so lowering gives
// them one nobody reads; HLSL's meaning (no data) is unchanged, and the
// values around them keep theirs.
struct Empty {};

struct Tagged {
    Empty tag;
    float value;
    Empty after;
};

static Empty nothing;

Empty make() {
    Empty e;
    return e;
}

float use(Empty e, Tagged t, inout Empty out_e) {
    out_e = e;
    return t.value * 2;
}

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Tagged t;
    t.tag = make();
    t.value = 3;
    t.after = nothing;
    Empty copy = (Empty)0;
    o[0] = use(t.tag, t, copy);
    Tagged u = t;
    o[1] = u.value + 1;
}
