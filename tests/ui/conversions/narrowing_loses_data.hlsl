// An implicit conversion to a narrower scalar type may lose data (DXC's
// warning); a cast says it is meant, and literals take the type they are
// given.
float narrowDouble(double d) {
    float f = d;            // expected-warning {{conversion from larger type 'double' to smaller type 'float', possible loss of data}}
    return f + (float)d;    // explicit: nothing reported
}

int narrowInt64(int64_t big, uint64_t ubig) {
    int i = big;            // expected-warning {{conversion from larger type 'int64_t' to smaller type 'int', possible loss of data}}
    uint2 u = ubig;         // expected-warning {{conversion from larger type 'uint64_t' to smaller type 'uint2', possible loss of data}}
    return i + (int)u.x;
}

float3 vectors(double3 v) {
    return v;               // expected-warning {{conversion from larger type 'double3' to smaller type 'float3', possible loss of data}}
}

// Widening and same-width conversions are silent.
double widen(float f, int i, uint u) {
    int64_t w = i;
    float g = i;
    int s = u;
    return f + w + g + s + 2.5;
}
