// A swizzle picks at most four components.

void f(float4 v) {
    // expected-error@+1 {{invalid swizzle 'xyzwx' on 'float4'}}
    float4 a = v.xyzwx;
    float4 ok = v.xxxx;
}
