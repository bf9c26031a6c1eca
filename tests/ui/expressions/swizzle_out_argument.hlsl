// A swizzle without repeats can be an out argument; one with repeats
// cannot.

void set2(out float2 r) { r = 1; }

void f(float4 v) {
    set2(v.zw);
    // expected-error@+1 {{vector swizzle 'yy' is not assignable because it contains repeated components}}
    set2(v.yy);
}
