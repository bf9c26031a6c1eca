// flags: -T ps_6_1 -E main
// GetAttributeAtVertex reads an attribute that is not interpolated: its
// argument is a `nointerpolation` parameter, or a field declared so, as
// DXC checks. A helper's parameter stands for what its callers pass:
// DXC follows the calls to check them; hlslc accepts it in the helper
// (a known gap, docs/intrinsics.md).
struct Varyings {
    nointerpolation float3 flat : FLAT;
    float3 smooth : SMOOTH;
};

float fromHelper(float3 value) {
    return GetAttributeAtVertex(value, 0).x;
}

float4 main(nointerpolation float3 n : N, float3 s : S, Varyings v) : SV_Target {
    float a = GetAttributeAtVertex(n, 1).y + GetAttributeAtVertex(v.flat, 2).z;
    // expected-error@+1 {{parameter 0 of GetAttributeAtVertex must have a 'nointerpolation' attribute}}
    float b = GetAttributeAtVertex(s, 0).x;
    // expected-error@+1 {{parameter 0 of GetAttributeAtVertex must have a 'nointerpolation' attribute}}
    float c = GetAttributeAtVertex(v.smooth, 0).x;
    return float4(a, b, c, fromHelper(s));
}
