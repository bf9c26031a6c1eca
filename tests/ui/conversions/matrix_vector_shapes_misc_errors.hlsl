// flags: -T vs_6_0 -E main
// Shapes DXC does not convert implicitly: a matrix of several rows and
// columns to a shorter vector, and a column to a row of another length.
void main() {
    float2x2 m22 = 5;
    float3x1 m31 = 1;
    float3 v3 = 1;
    // expected-error@+1 {{cannot convert from 'float2x2' to 'float2'}}
    float2 a = m22;
    // expected-error@+1 {{cannot convert from 'float3x1' to 'float1x2'}}
    float1x2 b = m31;
    // expected-error@+1 {{cannot convert from 'float3' to 'float2x2'}}
    float2x2 c = v3;
}
