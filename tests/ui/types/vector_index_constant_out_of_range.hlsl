// A constant index into a vector or matrix must be in range.

float f(float3 v, float2x2 m, int i) {
    float ok = v[2] + v[i] + m[1][1];
    // expected-error@+1 {{index 3 is out of range for 'float3'}}
    float a = v[3];
    // expected-error@+1 {{index 2 is out of range for 'float2x2'}}
    float2 b = m[2];
    // expected-error@+1 {{index -1 is out of range for 'float3'}}
    float c = v[-1];
    return ok;
}
