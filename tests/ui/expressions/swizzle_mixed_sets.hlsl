// Mixing the xyzw and rgba sets in one swizzle is an error.

void f(float4 v) {
    // expected-error@+1 {{invalid swizzle 'xg' on 'float4'}}
    float2 a = v.xg;
    // expected-error@+1 {{invalid swizzle 'rgbw' on 'float4'}}
    float4 b = v.rgbw;
    float2 ok = v.rg;
}
