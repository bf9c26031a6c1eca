// flags: -T ps_6_0 -E main
// The fields of a struct under SV_Target must fit in the eight render
// targets: three from SV_Target6 on do not.
struct Three {
    float4 a : A;
    float4 b : B;
    float4 c : C;
};

// expected-error@+1 {{semantic 'SV_TARGET6' requires a numeric scalar or vector, found 'Three'}}
Three main(float4 pos : SV_Position) : SV_Target6 {
    return (Three)0;
}
