// Wrong argument counts and types for the intrinsic table's signatures.
void f(float4x4 m, float3 v, int i, double d, bool b) {
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    float a = atan2(1.0);
    // expected-error@+1 {{no matching function for call to 'reflect(float, float)'}}
    float r = reflect(1.0, 2.0);
    // expected-note@* {{candidate function: floatN reflect(floatN, floatN)}}
    // expected-error@+1 {{no matching function for call to 'refract(float, float, float)'}}
    float q = refract(1.0, 2.0, 0.5);
    // expected-note@* {{candidate function: floatN refract(floatN, floatN, float)}}
    // expected-error@+1 {{no matching function for call to 'fma(float, float, float)'}}
    float x = fma(v.x, v.y, v.z);
    // expected-note@* {{candidate function: TN fma(TN, TN, TN) (T: double)}}
    // expected-error@+1 {{no matching function for call to 'asdouble(float, float)'}}
    double y = asdouble(v.x, v.y);
    // expected-note@* {{candidate function: doubleN asdouble(uintN, uintN)}}
    // expected-error@+1 {{no matching function for call to 'WaveActiveBitOr(float3)'}}
    float3 z = WaveActiveBitOr(v);
    // expected-note@* {{candidate function: TN WaveActiveBitOr(TN) (T: an integer type)}}
    // Matrices only where the intrinsic is element-wise.
    // expected-error@+1 {{no matching function for call to 'length(float4x4)'}}
    float s = length(m);
    // expected-note@* {{candidate function: float length(floatN)}}
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    uint n = WaveGetLaneCount(i);
    float c;
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    sincos(v.x, c);
    // expected-error@+1 {{no matching function for call to 'asuint(float, uint, uint)'}}
    asuint(v.x, n, n);
    // expected-error@+1 {{expression is not assignable}}
    float m2 = modf(v.x, 1.0);
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    uint k = NonUniformResourceIndex();
}
