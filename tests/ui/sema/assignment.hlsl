// What can be assigned.

StructuredBuffer<float> input : register(t0);
RWStructuredBuffer<float> output : register(u0);
static const float K = 2.0;

cbuffer Params : register(b0) {
    float scale;
};

void f(const int c) {
    float3 v = float3(1, 2, 3);
    v.xy = float2(4, 5);
    // expected-error@+1 {{vector swizzle 'xx' is not assignable because it contains repeated components}}
    v.xx = float2(1, 1);
    // expected-error@+1 {{cannot assign to an element of read-only resource 'input'}}
    input[0] = 1.0;
    output[0] = input[1] * scale;
    // expected-error@+1 {{cannot assign to variable 'K' with const-qualified type}}
    K = 3.0;
    // expected-error@+1 {{cannot assign to variable 'scale' with const-qualified type}}
    scale = 1.0;
    // expected-error@+1 {{cannot assign to variable 'c' with const-qualified type}}
    c = 1;
    // expected-error@+1 {{expression is not assignable}}
    (v.x + 1) = 2;
    // expected-error@+1 {{invalid swizzle 'xq' on 'float3'}}
    float2 bad = v.xq;
    // expected-error@+1 {{invalid swizzle 'w' on 'float3'}}
    float w = v.w;
}
