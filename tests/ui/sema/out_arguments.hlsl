// out and inout arguments must be modifiable l-values of the parameter's
// shape; the error names the parameter.

void set(out int value) { value = 1; }
void twice(inout float3 v) { v *= 2; }
void take(float a[4]) {}
void set2(out int2 value) { value = 1; }

static const int K = 3;

void f() {
    int x = 0;
    // expected-error@+1 {{argument for 'out' parameter 'value' must be an l-value}}
    set(x + 1);
    // expected-error@+1 {{argument for 'out' parameter 'value' must be an l-value}}
    set(5);
    // expected-error@+1 {{cannot assign to variable 'K' with const-qualified type}}
    set(K);
    float3 v = float3(1, 2, 3);
    twice(v);
    int3 i3 = int3(1, 2, 3);
    // expected-error@+1 {{vector swizzle 'xx' is not assignable because it contains repeated components}}
    set2(i3.xx);
    set2(i3.zx);
    twice(i3);
    float2 v2 = float2(1, 2);
    // expected-error@+1 {{no matching function for call to 'twice'}}
    twice(v2);
    float small[3] = {1, 2, 3};
    // expected-error@+1 {{no matching function for call to 'take'}}
    take(small);
}
// expected-note@5 {{candidate function: void twice(inout float3)}}
// expected-note@6 {{candidate function: void take(float[4])}}
