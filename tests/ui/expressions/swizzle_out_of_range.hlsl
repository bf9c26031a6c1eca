// A swizzle may only name components the vector has.

void f(float2 v, float3 w) {
    // expected-error@+1 {{invalid swizzle 'z' on 'float2'}}
    float a = v.z;
    // expected-error@+1 {{invalid swizzle 'xyzw' on 'float3'}}
    float4 b = w.xyzw;
    // expected-error@+1 {{invalid swizzle 'xyzwx' on 'float3'}}
    float4 c = w.xyzwx;
    float3 ok = w.zyx;
}
