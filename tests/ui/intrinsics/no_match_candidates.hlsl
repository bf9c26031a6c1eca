// A call of an intrinsic that matches none of its signatures notes the
// signature it has, as calls of user functions note their candidates.
struct S { float x; };

void f(S s, float2x2 m, float3 v, float f) {
    // expected-error@+2 {{no matching function for call to 'sqrt(S)'}}
    // expected-note@* {{candidate function: TN sqrt(TN) (T: a float type)}}
    sqrt(s);
    // expected-error@+2 {{no matching function for call to 'min(float3, S)'}}
    // expected-note@* {{candidate function: TN min(TN, TN) (T: a numeric type)}}
    min(v, s);
    // expected-error@+2 {{no matching function for call to 'dot(S, float3)'}}
    // expected-note@* {{candidate function: T dot(TN, TN) (T: a numeric type)}}
    dot(s, v);
    // expected-error@+2 {{no matching function for call to 'reflect(float, float)'}}
    // expected-note@* {{candidate function: floatN reflect(floatN, floatN)}}
    reflect(f, f);
    // expected-error@+2 {{no matching function for call to 'msad4(S, uint2, uint4)'}}
    // expected-note@* {{candidate function: uint4 msad4(uint, uint2, uint4)}}
    msad4(s, uint2(0, 0), uint4(0, 0, 0, 0));
    // expected-error@+2 {{no matching function for call to 'f32tof16(S)'}}
    // expected-note@* {{candidate function: uintN f32tof16(floatN)}}
    f32tof16(s);
    // expected-error@+2 {{no matching function for call to 'asfloat(double)'}}
    // expected-note@* {{candidate function: floatN asfloat(TN) (T: a 32-bit numeric type)}}
    asfloat(1.0L);
    // Wrong arity is reported without notes.
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    sqrt(f, f);
}
