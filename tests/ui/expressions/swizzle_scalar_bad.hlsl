// A scalar has only one component: y, z, w (and g, b, a) are invalid.

void f(float s) {
    // expected-error@+1 {{invalid swizzle 'y' on 'float'}}
    float a = s.y;
    // expected-error@+1 {{invalid swizzle 'xyz' on 'float'}}
    float3 b = s.xyz;
    float3 ok = s.xxx;
}
