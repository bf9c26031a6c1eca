// flags: -T ps_6_0 -E main
// The depth output is one float.
struct Out {
    float4 color : SV_Target;
    // expected-error@+1 {{semantic 'SV_DEPTH' requires type 'float', found 'float2'}}
    float2 depth : SV_Depth;
};
Out main(float4 pos : SV_Position) {
    Out o;
    o.color = pos;
    o.depth = pos.zw;
    return o;
}
