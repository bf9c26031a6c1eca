// flags: -T ps_6_0 -E main
// mul() with sizes that disagree truncates the larger operand to the
// smaller, as DXC and FXC do, with their warning.

float4x4 m;
float3x3 m3;
float3 v3;
float4 v4;

float4 main() : SV_Target {
    // expected-warning@+1 {{implicit truncation of vector type}}
    float4 a = mul(v3, m);
    // expected-warning@+1 {{implicit truncation of vector type}}
    float4 b = mul(m, v3);
    // expected-warning@+1 {{implicit truncation of vector type}}
    float3 c = mul(v4, m3);
    // expected-warning@+1 {{implicit truncation of vector type}}
    float d = mul(v3, v4);
    // Matching sizes: no warning.
    float4 e = mul(v4, m);
    return a + b + float4(c, d) + e;
}
