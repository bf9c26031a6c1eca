// flags: -T vs_6_0 -E main
// DXC's implicit conversions between matrices and scalars or vectors.
void to_f(float x) {}
void to_v4(float4 v) {}
void to_m2x2(float2x2 m) {}

void main() {
    float1x1 m11 = 1;
    float1 v1 = 2;
    float1x4 m14 = 3;
    float4x1 m41 = 4;
    float2x2 m22 = 5;
    float4 v4 = 6;
    float f = m11;
    f = abs(m11);
    to_f(m11);
    to_v4(m14);
    to_v4(m41);
    to_v4(m22);
    to_m2x2(v4);
    to_m2x2(v1);
    to_m2x2(m11);
    float1x4 back = v4;
    float4x1 down = v4;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float2 t = m14;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float s = m22;
    // expected-warning@+1 {{implicit truncation of vector type}}
    float1x2 cut = v4;
}
