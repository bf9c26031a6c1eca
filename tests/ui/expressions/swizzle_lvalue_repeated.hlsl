// Assigning through a swizzle with a repeated component is an error,
// also in compound assignment; reading one is fine.

void f(float4 v, float2 w) {
    // expected-error@+1 {{vector swizzle 'xx' is not assignable because it contains repeated components}}
    v.xx = w;
    // expected-error@+1 {{is not assignable because it contains repeated components}}
    v.rgr += 1;
    float2 ok = v.xx;
}
