// A matrix swizzle that names an element twice cannot be assigned, nor
// one of a constant matrix; the value must convert to its vector.
struct S { float x; };

float f(float2x2 m, S s) {
    const float2x2 k = m;
    // expected-error@+1 {{expression is not assignable}}
    m._m00_m00 = float2(1, 2);
    // expected-error@+1 {{cannot assign to variable 'k' with const-qualified type}}
    k._m00_m11 = float2(1, 2);
    // expected-error@+1 {{invalid swizzle '_m00_m22' on 'float2x2'}}
    m._m00_m22 = float2(1, 2);
    // expected-error@+1 {{cannot convert from 'S' to 'float2'}}
    m._m00_m11 = s;
    return m._m00;
}
