// expected-no-diagnostics
// A template argument's value may use any binary operator; an unbracketed
// `>` or `>>` closes the list, a parenthesised one compares or shifts.
template <uint N>
struct Window {
    float samples[N];
};

static const uint A = 1;
static const uint B = 2;

uint Sizes() {
    Window<A | B> w3;
    Window<(8 >> 1) & 6> w4;
    Window<(A > B) + 1> w1;
    Window<A + B == 3> w2;
    return sizeof(w3) + sizeof(w4) + sizeof(w1) + sizeof(w2);
}
