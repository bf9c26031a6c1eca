// typedef names a type; a typedef of a typedef and of a template type
// are the same type.
// expected-no-diagnostics

typedef float real;
typedef vector<float, 3> real3;
typedef real3 position;
typedef matrix<float, 3, 3> real3x3;

position move(position p, real3 by) { return p + by; }

real3 use() {
    real3x3 m = 1;
    float3 plain = float3(1, 2, 3);
    return move(plain, mul(m, plain));
}
