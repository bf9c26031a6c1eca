// The two arms of ?: must have a common type.

struct S { float a; };

void f(bool c, S s, float3 v) {
    // expected-error@+1 {{invalid operands to binary expression ('float3' and 'S')}}
    float3 a = c ? v : s;
    float3 ok = c ? v : v.zyx;
}
