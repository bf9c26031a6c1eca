// Intrinsics DXC declares over vectors or fixed types take no matrices,
// and the element-wise ones keep their element-type rules on matrices.
float f(float2x2 m, int2x2 i, float3x3 n) {
    // expected-error@+1 {{no matching function for call to 'dot(float2x2, float2x2)'}}
    float d = dot(m, m);
    // expected-note@* {{candidate function: T dot(TN, TN) (T: a numeric type)}}
    // expected-error@+1 {{no matching function for call to 'normalize(float2x2)'}}
    float2x2 u = normalize(m);
    // expected-note@* {{candidate function: floatN normalize(floatN)}}
    // expected-error@+1 {{no matching function for call to 'cross(float3x3, float3x3)'}}
    float3x3 c = cross(n, n);
    // expected-note@* {{candidate function: float3 cross(float3, float3)}}
    // expected-error@+1 {{no matching function for call to 'distance(float2x2, float2x2)'}}
    float l = distance(m, m);
    // expected-note@* {{candidate function: float distance(floatN, floatN)}}
    // expected-error@+1 {{no matching function for call to 'WaveActiveBitAnd(float2x2)'}}
    float2x2 w = WaveActiveBitAnd(m);
    // expected-note@* {{candidate function: TN WaveActiveBitAnd(TN) (T: an integer type)}}
    return d + l;
}
