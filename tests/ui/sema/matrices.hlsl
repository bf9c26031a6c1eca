// Matrix shape errors: mul overloads, constructor element counts, element
// swizzles, conversions between shapes.

void f() {
    float4x4 m = float4x4(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1);
    float3 v3 = float3(1, 2, 3);
    float4 v4 = float4(1, 2, 3, 4);
    float4 ok = mul(v4, m) + mul(m, v4);
    // Inner sizes that disagree truncate to the smaller (DXC's matching).
    // expected-warning@+1 {{implicit truncation of vector type}}
    float4 a = mul(v3, m);
    // expected-warning@+1 {{implicit truncation of vector type}}
    float4 b = mul(m, v3);
    float2x3 m23 = float2x3(1, 2, 3, 4, 5, 6);
    // expected-warning@+1 {{implicit truncation of vector type}}
    float2x2 c = mul(m23, m23);
    // expected-warning@+1 {{implicit truncation of vector type}}
    float d = mul(v3, v4);
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    float e = mul(v3);
    // expected-error@+1 {{no matching function for call to 'determinant(float2x3)'}}
    float g = determinant(m23);
    // expected-error@+1 {{no matching function for call to 'transpose(float3)'}}
    float3 h = transpose(v3);
    // expected-error@+1 {{too few elements in matrix initialization (expected 16 elements, have 3)}}
    float4x4 i = float4x4(1, 2, 3);
    // expected-error@+1 {{too many elements in matrix initialization (expected 4 elements, have 5)}}
    float2x2 j = float2x2(v4, 1);
    // expected-error@+1 {{invalid swizzle '_m44' on 'float4x4'}}
    float k = m._m44;
    // expected-error@+1 {{invalid swizzle '_00' on 'float4x4'}}
    float l = m._00;
    // expected-error@+1 {{invalid swizzle '_m0' on 'float4x4'}}
    float n = m._m0;
    // expected-error@+1 {{invalid swizzle '_m20' on 'float2x3'}}
    float o = m23._m20;
    // expected-error@+1 {{index 4 is out of range for 'float4x4'}}
    float4 p = m[4];
    // expected-error@+1 {{cannot convert from 'float2x3' to 'float4x4'}}
    float4x4 q = m23;
    // expected-warning@+1 {{implicit truncation}}
    float3x3 r = m;
    // Several distinct elements can be assigned at once
    // (tests/ui/expressions/matrix_swizzle_assign.hlsl); a repeated one not.
    // expected-error@+1 {{not assignable}}
    m._m00_m00 = float2(1, 2);
}
