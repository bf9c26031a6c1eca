// Repeating a typedef of the same type is allowed, as in C++; naming a
// different type is a redefinition, noted at the first typedef.
typedef float3 Color;
typedef float3 Color;
typedef vector<float, 3> Color;

// expected-note@+1 {{previous definition is here}}
typedef float2 Coord;
// expected-error@+1 {{redefinition of 'Coord'}}
typedef float3 Coord;

struct S { float x; };
typedef S S2;
typedef S S2;

float3 use(Color c, S2 s) {
    return c * s.x;
}
