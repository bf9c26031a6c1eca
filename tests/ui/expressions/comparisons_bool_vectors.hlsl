// Comparisons of vectors compare each component and give a bool vector;
// all/any reduce them (in HLSL 2021 && and || take only scalars).

bool f(float3 a, float3 b) {
    bool3 lt = a < b;
    bool3 eq = a == b;
    bool3 ge = a >= 1.0;
    // expected-error@+1 {{invalid operands to binary expression ('bool3' and 'bool3')}}
    bool3 shortcut = lt && eq;
    bool3 inv = !ge;
    return all(lt) || any(inv) || all(eq);
}
