// flags: -T vs_6_7 -E main
// The draw's first vertex and instance are system values from shader
// model 6.8 on.
float4 main(
    // expected-error@+1 {{invalid semantic 'SV_STARTVERTEXLOCATION' for vs 6.7}}
    int first : SV_StartVertexLocation,
    // expected-error@+1 {{invalid semantic 'SV_STARTINSTANCELOCATION' for vs 6.7}}
    uint instance : SV_StartInstanceLocation) : SV_Position {
    return float4(first, instance, 0, 1);
}
