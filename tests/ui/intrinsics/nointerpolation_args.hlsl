// flags: -T ps_6_1 -E main
// A value for a `nointerpolation` parameter (which GetAttributeAtVertex
// may read) comes from a `nointerpolation` parameter, or a struct's field.

struct S {
    nointerpolation float4 a : COLOR0;
};

float compute(nointerpolation float4 v) {
    return GetAttributeAtVertex(v, 2)[0];
}

float chain(nointerpolation float4 v) {
    return compute(v) + compute(v.xyzw);
}

float4 main(nointerpolation float4 c : COLOR1, float4 b : COLOR2, S s) : SV_Target {
    float4 copy = c;
    return float4(compute(c), chain(c), compute(s.a),
                  // expected-error@+1 {{parameter 0 of compute must have a 'nointerpolation' attribute}}
                  compute(b))
        // expected-error@+1 {{parameter 0 of chain must have a 'nointerpolation' attribute}}
        + chain(copy);
}
