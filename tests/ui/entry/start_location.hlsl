// flags: -T vs_6_8 -E main
// expected-no-diagnostics
// Shader model 6.8 reads the draw's first vertex and instance.
float4 main(int first : SV_StartVertexLocation, uint instance : SV_StartInstanceLocation)
    : SV_Position {
    return float4(first, instance, 0, 1);
}
