// A literal cast to a struct with bit-fields fills every member with it
// (a bit-field keeps its low bits), as `(S)0` zeroes a struct in DXC.

struct Flags { uint low : 4; uint high : 8; float weight; };

uint f(uint x) {
    Flags zero = (Flags)0;
    Flags many = (Flags)19;
    // expected-error@+1 {{cannot convert from 'uint' to 'Flags'}}
    Flags dynamic = (Flags)x;
    return zero.low + many.low * 1000 + many.high + (uint)many.weight;
}
