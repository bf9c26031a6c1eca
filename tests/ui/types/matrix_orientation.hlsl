// row_major and column_major change the layout, not the type's value:
// matrices of one shape convert between them.
// expected-no-diagnostics

row_major float2x3 r;
column_major float2x3 c;

float2x3 both() {
    row_major float3x3 a = 1;
    column_major float3x3 b = a;
    a = b;
    float2x3 sum = r + c;
    return sum + (float2x3)a;
}
