// flags: -T vs_6_0 -E main
// A vertex shader writes a float4 position and no pixel outputs.
struct Out {
    // expected-error@+1 {{semantic 'SV_POSITION' requires type 'float4', found 'float3'}}
    float3 pos : SV_Position;
    // expected-error@+1 {{semantic 'SV_TARGET' is not valid for vertex shader outputs}}
    float4 color : SV_Target;
};
Out main(float4 p : POSITION) {
    Out o;
    o.pos = p.xyz;
    o.color = p;
    return o;
}
