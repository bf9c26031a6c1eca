// Comparisons of matrices give bool matrices of the same shape, element
// by element; all(), any() and ?: consume them. Logical operators do not
// take matrices, bitwise ones only integer matrices
// (int_matrix_bitwise.hlsl), and the shapes must agree.

bool same(float2x2 a, float2x2 b) { return all(a == b); }
bool some(float3x2 a, float3x2 b) { return any(a < b) || any(a >= b); }
float2x3 least(float2x3 a, float2x3 b) { return (a < b) ? a : b; }
bool2x2 kept(float2x2 a, float2x2 b) { return a != b; }
bool scalar_splat(float2x2 a) { return all(a > 0.5); }

void errors(float2x2 a, float3x3 c, int2x2 i) {
    bool x = a && a; // expected-error {{invalid operands to binary expression ('float2x2' and 'float2x2')}}
    float2x2 y = a | a; // expected-error {{invalid operands to binary expression ('float2x2' and 'float2x2')}}
    bool z = all(a == c); // expected-error {{invalid operands to binary expression ('float2x2' and 'float3x3')}}
}
